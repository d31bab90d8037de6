// Attendance by QR code (issue 29): the instructor's screen showing the day's code, renewed every 30 s, and the
// page the phone opens from the code (any logged-in employee: the server checks the enrolment).
import type { Screen } from '../../screenRoutes.tsx';

export const screen: Screen = {
  routes: [
    {
      path: '/desenvolvimento/qrcode-presenca',
      page: () => import('./QrCodePresencaPage.tsx').then((m) => m.QrCodePresencaPage),
    },
    {
      path: '/desenvolvimento/presenca-qrcode',
      page: () => import('./MarcarPresencaPage.tsx').then((m) => m.MarcarPresencaPage),
    },
  ],
};
