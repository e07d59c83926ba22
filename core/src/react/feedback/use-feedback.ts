import { useCallback, useEffect, useRef } from 'react';
import { messageView, type MessageView, type SuiteMessage } from '../../feedback';
import type { Platform } from '../../shared/platform';

/**
 * The skins' message renderer: `show(message)` turns a suite message into what `platform` shows
 * (spec 8) and hands it to `render` (antd message, antd-mobile Toast).
 */
export function useShowMessage(
  platform: Platform,
  render: (view: MessageView) => void,
): (message: SuiteMessage) => void {
  const renderRef = useRef(render);
  useEffect(() => {
    renderRef.current = render;
  }, [render]);
  return useCallback(
    (message: SuiteMessage) => renderRef.current(messageView(message, platform)),
    [platform],
  );
}
