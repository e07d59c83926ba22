export { usePopup, type UsePopupOptions, type UsePopupResult } from './use-popup';
