import { debounce, type SuiteMessageType } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useEffect, useState } from 'react';

export const MESSAGE_TYPES: readonly SuiteMessageType[] = ['success', 'error', 'info', 'warning', 'loading'];

/** The page's messages and a debounced field (handled at most once an animation frame). */
export function useFeedbackDemo() {
  const t = useT();
  const [handled, setHandled] = useState({ value: '', count: 0 });
  const [handle] = useState(() =>
    debounce((value: string) => setHandled((was) => ({ value, count: was.count + 1 }))),
  );
  useEffect(() => () => handle.cancel(), [handle]);
  const messageOf = (type: SuiteMessageType) => ({ type, content: t(`feedback.demo.${type}Text`) });
  return { t, handled, handle, messageOf };
}
