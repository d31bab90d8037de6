// 'Atualizar Meus Dados' (user menu, ROLE_CAD_INFO_PESSOAL): the personal data of the employee the user is
// in the current company, in the generic schema form built from the action's body schema
// (schemas/cargo-salario/_acoes/meus-dados.json): checked by its generated validator before sending, saved
// by PUT /api/cargo-salario/colaboradores/meus-dados, the server's refusals shown on the fields. A user not
// linked to an employee here sees the server's message.
import { Alert, Box, Card, LinearProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { SaveContextProvider, Title, useRedirect } from 'react-admin';
import { buildRegistry } from '../../../shared/schema/registry.ts';
import type { Catalog } from '../../../shared/schema/schema-info.ts';
import type { JsonSchema, Resource } from '../../../shared/schema/types.ts';
import { LazySchemaForm } from '../../generic/LazySchemaForm.tsx';
import { apiFetch, isApiError } from '../../providers/http.ts';
import { useApiGet } from '../../providers/useApiGet.ts';

const API = '/cargo-salario/colaboradores/meus-dados';
const SCHEMA_ID = 'cargo-salario/_acoes/meus-dados';
const TITLE = 'Atualizar Meus Dados';

type MeusDados = { id: number; nome: string } & Record<string, unknown>;

/** The action's body schema as the form's register: its validator is the action's ('acao:<id>'). */
function formResource(schema: JsonSchema): Resource {
  const path = `acao:${SCHEMA_ID}`;
  return {
    path,
    meta: { path, table: '', label: TITLE, gender: 'm', tenant: 'empresa' },
    schema,
    title: 'Cadastro',
    table: '',
    fields: [],
    recordTitle: 'nome',
  };
}

function useFormParts(): { resource?: Resource; catalog?: Catalog } {
  const [parts, setParts] = useState<{ resource?: Resource; catalog?: Catalog }>({});
  useEffect(() => {
    Promise.all([import('../../schemas/actions.ts'), import('../../schemas/registers.ts')]).then(
      ([actions, registers]) => {
        const schema = (actions.default as unknown as JsonSchema[]).find((s) => s.$id === SCHEMA_ID);
        setParts({
          resource: schema && formResource(schema),
          catalog: buildRegistry(registers.default as unknown as JsonSchema[]),
        });
      },
    );
  }, []);
  return parts;
}

export function MyDataPage() {
  const { data, error, loading } = useApiGet<MeusDados>(API);
  const { resource, catalog } = useFormParts();
  const [saving, setSaving] = useState(false);
  const redirect = useRedirect();
  const record = useMemo(() => {
    if (!data) return undefined;
    const { id: _id, nome: _nome, ...own } = data;
    return own;
  }, [data]);

  const save = async (
    body: Record<string, unknown>,
    callbacks?: { onSuccess?: () => void; onError?: (e: unknown) => void },
  ) => {
    setSaving(true);
    try {
      await apiFetch(API, { method: 'PUT', body });
      callbacks?.onSuccess?.();
    } catch (e) {
      callbacks?.onError?.(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={TITLE} />
      <Card>
        <Box sx={{ px: 2, pt: 2 }}>
          <Typography variant="h5" component="h1">
            {TITLE}
          </Typography>
          {data && (
            <Typography color="text.secondary">
              {data.nome}: nome social, dados pessoais, endereço e contato. Os demais dados são mantidos pelo
              RH.
            </Typography>
          )}
        </Box>
        {(loading || (data && !resource)) && <LinearProgress aria-label="Carregando" sx={{ m: 2 }} />}
        {error !== undefined && (
          <Alert severity="info" sx={{ m: 2 }}>
            {isApiError(error) ? error.message : 'Não foi possível carregar os seus dados.'}
          </Alert>
        )}
        {record && resource && catalog && (
          <SaveContextProvider value={{ save: save as never, saving }}>
            <LazySchemaForm
              key={data?.id}
              resource={resource}
              catalog={catalog}
              mode="edit"
              record={record as never}
              onDone={() => redirect('/')}
            />
          </SaveContextProvider>
        )}
      </Card>
    </Box>
  );
}
