import type { SuiteMessage } from '@suite-ui/core';
import { useShowMessage } from '@suite-ui/core/react';
import { message } from 'antd';
import type { ReactNode } from 'react';

/**
 * The desktop message renderer (spec 8): `show({ type, content })` opens an antd message of that
 * type. Render `holder` once in the tree so messages take the theme of the page.
 */
export function useSuiteMessage(): [show: (message: SuiteMessage) => void, holder: ReactNode] {
  const [api, holder] = message.useMessage();
  const show = useShowMessage('desktop', (view) => {
    if (view.kind === 'message') void api.open({ type: view.type, content: view.content });
  });
  return [show, holder];
}
