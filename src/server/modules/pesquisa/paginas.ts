// The parts ('Parte {i} de {n}') a survey is answered in: N questions each, or one aspect each when the survey
// is answered by aspect (questions without aspect last). The console shows one part at a time and saves it
// as a partial answer; the server accepts any subset, so a part is only a way of showing the questions.
export type PerguntaDaParte = { id: number; aspecto?: { id: number; nome: string } };
export type Parte = { titulo: string; aspecto?: { id: number; nome: string }; perguntas: number[] };

export function partes(perguntas: PerguntaDaParte[], porPagina: number, porAspecto: boolean): Parte[] {
  const grupos: Omit<Parte, 'titulo'>[] = [];
  if (porAspecto) {
    const porId = new Map<number | null, Omit<Parte, 'titulo'>>();
    for (const p of perguntas) {
      const chave = p.aspecto?.id ?? null;
      if (!porId.has(chave))
        porId.set(chave, { ...(p.aspecto ? { aspecto: p.aspecto } : {}), perguntas: [] });
      porId.get(chave)!.perguntas.push(p.id);
    }
    const semAspecto = porId.get(null);
    porId.delete(null);
    grupos.push(...porId.values(), ...(semAspecto ? [semAspecto] : []));
  } else {
    const n = Math.max(1, porPagina);
    for (let i = 0; i < perguntas.length; i += n)
      grupos.push({ perguntas: perguntas.slice(i, i + n).map((p) => p.id) });
  }
  return grupos.map((g, i) => ({ titulo: `Parte ${i + 1} de ${grupos.length}`, ...g }));
}
