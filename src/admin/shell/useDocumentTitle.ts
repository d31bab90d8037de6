// The browser tab says which page is open ('Faixas Salariais - Gente'), so that several tabs of the console
// and the browser's history can be told apart.
import { useEffect } from 'react';
import { useLocation } from 'react-admin';
import { useSession } from '../providers/session.ts';
import { documentTitleOf } from './menuTree.ts';

export function useDocumentTitle() {
  const { userInfo } = useSession();
  const { pathname } = useLocation();
  const title = documentTitleOf(userInfo?.menu ?? [], pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
