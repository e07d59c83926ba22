import type { DateNotice } from '@suite-ui/core';
import { message } from 'antd';
import { useCallback, type ReactElement } from 'react';

/** Shows core's notices (spec 8: type and content) as antd messages; render the holder once. */
export function useNoticeMessage(): [show: (notice: DateNotice) => void, holder: ReactElement] {
  const [api, holder] = message.useMessage();
  const show = useCallback(
    (notice: DateNotice) => void api.open({ type: notice.type, content: notice.content }),
    [api],
  );
  return [show, holder];
}
