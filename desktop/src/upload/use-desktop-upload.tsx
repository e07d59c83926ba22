import { useUpload } from '@suite-ui/core/react';
import { message } from 'antd';
import type { UploadFieldProps } from './interface';

/** The core upload hook for the desktop skin, with its messages shown by antd's `message`. */
export function useDesktopUpload({ secretLevels, ...props }: UploadFieldProps) {
  const [messages, holder] = message.useMessage();
  const view = useUpload({
    ...props,
    platform: 'desktop',
    formSecretLevel: secretLevels?.form,
    secretLevelOptions: secretLevels?.options,
    onMessage: ({ type, content }) => void messages.open({ type, content }),
  });
  return { view, holder };
}
