// 'Pesquisar Menu' (spec §2): finds menu items by any part of their breadcrumb, ignoring accents and
// case, and lists them as 'Módulo > Grupo > Item'. Choosing one goes there like the menu would.
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-admin';
import { useSession } from '../providers/session.ts';
import { breadcrumbOf, flattenMenu, type MenuEntry, searchMenu } from './menuTree.ts';

const MAX_RESULTS = 30;

export function openMenuEntry(entry: MenuEntry, navigate: (to: string) => void): void {
  if (entry.tipo === 'interno') navigate(entry.url);
  else if (entry.tipo === 'nova-aba') window.open(entry.url, '_blank', 'noopener,noreferrer');
  else window.location.assign(entry.url);
}

export function MenuSearch() {
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const entries = useMemo(() => flattenMenu(userInfo?.menu ?? []), [userInfo?.menu]);
  const [input, setInput] = useState('');

  return (
    <Autocomplete<MenuEntry, false, false, false>
      options={entries}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, entry) => {
        if (!entry) return;
        setInput('');
        openMenuEntry(entry, navigate);
      }}
      filterOptions={(options, state) => searchMenu(options, state.inputValue).slice(0, MAX_RESULTS)}
      getOptionLabel={breadcrumbOf}
      isOptionEqualToValue={(a, b) => a.url === b.url && breadcrumbOf(a) === breadcrumbOf(b)}
      noOptionsText={input.trim() ? 'Nenhum item de menu encontrado' : 'Digite para pesquisar'}
      openOnFocus={false}
      clearOnBlur
      autoHighlight
      blurOnSelect
      forcePopupIcon={false}
      openText="Abrir"
      closeText="Fechar"
      clearText="Limpar"
      loadingText="Carregando…"
      size="small"
      sx={{ width: { xs: 180, sm: 260, lg: 340 } }}
      // breadcrumbs are longer than the field: the list may be wider than it, up to the screen
      slotProps={{ popper: { placement: 'bottom-end', sx: { minWidth: 'min(480px, 95vw)' } } }}
      renderOption={(props, entry) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {breadcrumbOf(entry)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Pesquisar Menu"
          variant="outlined"
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': 'Pesquisar Menu' },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 1 } }}
        />
      )}
    />
  );
}
