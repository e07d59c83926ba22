import { useUploadField } from '@suite-ui/core/react';
import { message } from 'antd';
import type { UploadFieldProps } from './interface';

/** The core upload hook for the desktop skin, with its messages shown by antd's `message`. */
export function useDesktopUpload(props: UploadFieldProps & { imagesOnly?: boolean }) {
  const [messages, holder] = message.useMessage();
  const view = useUploadField(props, 'desktop', ({ type, content }) => void messages.open({ type, content }));
  return { view, holder };
}
