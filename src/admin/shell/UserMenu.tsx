// The user menu of the header (spec §2): 'Atualizar Meus Dados' only with ROLE_CAD_INFO_PESSOAL,
// 'Alterar Minha Senha' only for users who are not the vendor's, and 'Sair'.
import AccountCircle from '@mui/icons-material/AccountCircle';
import Key from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLogout, useNavigate } from 'react-admin';
import { USER_MENU_WIDTH_PX } from '../../shared/constants.ts';
import { hasAuthority } from '../providers/permissions.ts';
import { useSession } from '../providers/session.ts';

export const ROLE_CAD_INFO_PESSOAL = 'ROLE_CAD_INFO_PESSOAL';
/** In-app page of 'Atualizar Meus Dados'. */
export const MY_DATA_PATH = '/meus-dados';

export function UserMenu({ onChangePassword }: { onChangePassword: () => void }) {
  const { userInfo } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  const navigate = useNavigate();
  const menuId = useId();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  if (!userInfo) return null;
  const name = userInfo.usuario.nome;
  const close = () => setAnchor(null);
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
    color: 'inherit' as const,
  };

  return (
    <>
      {wide ? (
        <Button {...buttonProps} startIcon={<AccountCircle />} sx={{ textTransform: 'none', ml: 0.5 }}>
          {name}
        </Button>
      ) : (
        <IconButton {...buttonProps} aria-label={`Usuário: ${name}`}>
          <AccountCircle />
        </IconButton>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: USER_MENU_WIDTH_PX } } }}
      >
        {hasAuthority(userInfo, ROLE_CAD_INFO_PESSOAL) && (
          <MenuItem
            onClick={() => {
              close();
              navigate(MY_DATA_PATH);
            }}
          >
            <ListItemIcon>
              <ManageAccounts fontSize="small" />
            </ListItemIcon>
            <ListItemText>Atualizar Meus Dados</ListItemText>
          </MenuItem>
        )}
        {!userInfo.usuarioFortes && (
          <MenuItem
            onClick={() => {
              close();
              onChangePassword();
            }}
          >
            <ListItemIcon>
              <Key fontSize="small" />
            </ListItemIcon>
            <ListItemText>Alterar Minha Senha</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Sair</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
