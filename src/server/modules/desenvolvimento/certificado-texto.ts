// The certificate text of a certification (spec §3 Certification certificado.conteudo) with its placeholders
// filled: the employee's name, the courses' names and their total hours (H:MM).

export const MARCADORES = ['{talento}', '{curso}', '{cargaHoraria}'];

export function textoDoCertificado(
  modelo: string,
  valores: { talento: string; curso: string; cargaHoraria: string },
): string {
  return modelo
    .replaceAll('{talento}', valores.talento)
    .replaceAll('{curso}', valores.curso)
    .replaceAll('{cargaHoraria}', valores.cargaHoraria);
}
