// Current company and the company switch of the header (spec §2, §6): disabled with one company or
// none. Switching asks the server (PUT /api/userinfo/empresa/:id), tells the other tabs (their next
// form submission is guarded) and goes home, since the page on screen belonged to the old company.
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import DomainIcon from '@mui/icons-material/Domain';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, type Theme, useMediaQuery } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate, useRefresh } from 'react-admin';
import { notifyError } from '../providers/errorHandler.ts';
import { switchCompany, useSession } from '../providers/session.ts';

export function CompanySelector() {
  const { userInfo } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefresh();
  const menuId = useId();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  if (!userInfo) return null;
  const current = userInfo.empresa;
  const companies = userInfo.empresas;
  const disabled = companies.length <= 1 || switching;

  const choose = async (id: number) => {
    setAnchor(null);
    if (id === current.id) return;
    setSwitching(true);
    try {
      await switchCompany(id);
      navigate('/');
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`Empresa: ${current.nome}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        startIcon={<DomainIcon />}
        endIcon={companies.length > 1 ? <ArrowDropDown /> : undefined}
        sx={{
          textTransform: 'none',
          maxWidth: wide ? 280 : 140,
          '&.Mui-disabled': { color: 'inherit', opacity: 0.9 },
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current.nome}
        </span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {companies.map((company) => (
          <MenuItem
            key={company.id}
            selected={company.id === current.id}
            aria-current={company.id === current.id ? 'true' : undefined}
            onClick={() => choose(company.id)}
          >
            <ListItemIcon>{company.id === current.id ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{company.nome}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
