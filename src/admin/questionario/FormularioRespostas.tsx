// The one answering form of every questionnaire (performance evaluations, experience follow-ups, staff-filled
// sheets; candidate and course evaluations later): questions grouped by aspect, one fieldset per question with its
// legend, the input its type asks for, the comment when demanded, and the error under it (aria-describedby).
// Controlled: the screen keeps the sheet and checks it with the shared rules (src/shared/questionario/regras.ts).
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  comCabecalhos,
  comMudanca,
  faixaDaNota,
  MAX_BOTOES_NOTA,
  respostaDe,
} from '../../shared/questionario/formulario.ts';
import { COMENTARIO_PADRAO, campoDaPergunta } from '../../shared/questionario/regras.ts';
import { type FolhaEnviada, type Pergunta, type Resposta, TIPO } from '../../shared/questionario/tipos.ts';

type Props = {
  perguntas: Pergunta[];
  valor: FolhaEnviada;
  onChange(valor: FolhaEnviada): void;
  erros: Record<string, string>;
  autoavaliacao?: boolean;
  somenteLeitura?: boolean;
};

export function FormularioRespostas({
  perguntas,
  valor,
  onChange,
  erros,
  autoavaliacao,
  somenteLeitura,
}: Props) {
  const alterar = (id: number, mudanca: Partial<Resposta>) =>
    onChange({ ...valor, respostas: comMudanca(valor.respostas, id, mudanca) });
  return (
    <Box>
      {comCabecalhos(perguntas).map(({ pergunta: p, numero, cabecalho }) => {
        return (
          <Box key={p.id}>
            {cabecalho && (
              <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
                {cabecalho}
              </Typography>
            )}
            <PerguntaCampo
              numero={numero}
              pergunta={p}
              resposta={respostaDe(valor.respostas, p.id)}
              onChange={(m) => alterar(p.id, m)}
              erro={erros[campoDaPergunta(p.id)]}
              obrigatoria={autoavaliacao ? p.obrigatoriaAutoavaliacao : p.obrigatoria}
              somenteLeitura={somenteLeitura}
            />
          </Box>
        );
      })}
      <TextField
        label="Observação"
        value={valor.observacao ?? ''}
        onChange={(e) => onChange({ ...valor, observacao: e.target.value })}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 3 }}
        slotProps={{ htmlInput: { maxLength: 4000, readOnly: somenteLeitura } }}
      />
    </Box>
  );
}

function PerguntaCampo(props: {
  numero: number;
  pergunta: Pergunta;
  resposta: Resposta;
  onChange(m: Partial<Resposta>): void;
  erro?: string;
  obrigatoria: boolean;
  somenteLeitura?: boolean;
}) {
  const { numero, pergunta: p, resposta: r, onChange, erro, obrigatoria, somenteLeitura } = props;
  const id = `pergunta-${p.id}`;
  const erroId = `${id}-erro`;
  const { min, max, valores: notas } = faixaDaNota(p);
  return (
    <FormControl
      component="fieldset"
      error={!!erro}
      required={obrigatoria}
      sx={{ display: 'block', my: 2 }}
      aria-describedby={erro ? erroId : undefined}
      data-pergunta={p.id}
    >
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {numero}. {p.texto}
      </FormLabel>
      {p.tipo === TIPO.objetiva && (
        <RadioGroup
          value={r.respostaId === undefined ? '' : String(r.respostaId)}
          onChange={(e) => onChange({ respostaId: Number(e.target.value) })}
        >
          {p.respostas.map((o) => (
            <FormControlLabel
              key={o.id}
              value={String(o.id)}
              control={<Radio disabled={somenteLeitura} />}
              label={o.texto}
            />
          ))}
        </RadioGroup>
      )}
      {p.tipo === TIPO.multiplaEscolha && (
        <FormGroup>
          {p.respostas.map((o) => {
            const marcadas = r.respostasIds ?? [];
            return (
              <FormControlLabel
                key={o.id}
                label={o.texto}
                control={
                  <Checkbox
                    disabled={somenteLeitura}
                    checked={marcadas.includes(o.id)}
                    onChange={(e) =>
                      onChange({
                        respostasIds: e.target.checked
                          ? [...marcadas, o.id]
                          : marcadas.filter((x) => x !== o.id),
                      })
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
      {p.tipo === TIPO.nota &&
        (notas.length <= MAX_BOTOES_NOTA ? (
          <RadioGroup
            row
            value={r.nota === undefined ? '' : String(r.nota)}
            onChange={(e) => onChange({ nota: Number(e.target.value) })}
          >
            {notas.map((n) => (
              <FormControlLabel
                key={n}
                value={String(n)}
                control={<Radio disabled={somenteLeitura} />}
                label={String(n)}
                labelPlacement="bottom"
                sx={{ mx: 0.5 }}
              />
            ))}
          </RadioGroup>
        ) : (
          <TextField
            type="number"
            size="small"
            label={`Nota de ${min} a ${max}`}
            value={r.nota ?? ''}
            onChange={(e) => onChange({ nota: e.target.value === '' ? undefined : Number(e.target.value) })}
            slotProps={{ htmlInput: { min, max, step: 1, readOnly: somenteLeitura } }}
            sx={{ mt: 1, width: 180 }}
          />
        ))}
      {(p.tipo === TIPO.subjetiva || p.exigirComentario) && (
        <TextField
          label={p.tipo === TIPO.subjetiva ? 'Resposta' : (p.comentario ?? COMENTARIO_PADRAO)}
          value={r.comentario ?? ''}
          onChange={(e) => onChange({ comentario: e.target.value })}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 4000, readOnly: somenteLeitura } }}
        />
      )}
      {erro && <FormHelperText id={erroId}>{erro}</FormHelperText>}
    </FormControl>
  );
}

/** Puts the focus on the first question (or field) with an error. */
export function focarPrimeiroErro() {
  requestAnimationFrame(() => {
    const alvo = document.querySelector<HTMLElement>(
      'fieldset.Mui-error input:not([disabled]), fieldset.Mui-error textarea, [data-erro="true"] input',
    );
    alvo?.focus();
  });
}
