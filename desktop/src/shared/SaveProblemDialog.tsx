import type { SaveProblemView } from '@suite-ui/core';
import { Button, Modal } from 'antd';

/**
 * A save the user must decide about (issue 35 items 8, 9), over whatever is open: a conflict
 * offers reload and overwrite, a refusal only closes. Renders what the view model says.
 */
export function SaveProblemDialog({ problem, testId }: { problem: SaveProblemView | null; testId: string }) {
  if (!problem) return null;
  const conflict = problem.kind === 'conflict';
  return (
    <Modal
      open
      title={problem.title}
      onCancel={problem.dismiss}
      closable={!problem.busy}
      maskClosable={false}
      wrapProps={{ 'data-testid': `${testId}-problem`, 'data-kind': problem.kind }}
      footer={
        conflict
          ? [
              <Button
                key="dismiss"
                onClick={problem.dismiss}
                disabled={problem.busy}
                data-testid={`${testId}-problem-dismiss`}
              >
                {problem.dismissLabel}
              </Button>,
              <Button
                key="reload"
                onClick={problem.reload}
                disabled={problem.busy}
                data-testid={`${testId}-problem-reload`}
              >
                {problem.reloadLabel}
              </Button>,
              <Button
                key="overwrite"
                type="primary"
                danger
                loading={problem.busy}
                onClick={problem.overwrite}
                data-testid={`${testId}-problem-overwrite`}
              >
                {problem.overwriteLabel}
              </Button>,
            ]
          : [
              <Button
                key="dismiss"
                type="primary"
                onClick={problem.dismiss}
                data-testid={`${testId}-problem-dismiss`}
              >
                {problem.dismissLabel}
              </Button>,
            ]
      }
    >
      <p role="alert" data-testid={`${testId}-problem-message`}>
        {problem.message}
      </p>
    </Modal>
  );
}
