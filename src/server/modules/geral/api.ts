// What other modules may use of the general registers (countries, states, cities, neighbourhoods, CBO).

// every register with an address checks that its city belongs to its state
export { checkCidadeDoEstado } from './endereco.ts';
