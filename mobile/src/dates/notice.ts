import type { DateNotice } from '@suite-ui/core';
import { Toast } from 'antd-mobile';

/** Shows core's notices as toasts; spec 8: an error is a fail toast on mobile. */
export function showNotice(notice: DateNotice): void {
  Toast.show({ icon: notice.type === 'error' ? 'fail' : undefined, content: notice.content });
}
