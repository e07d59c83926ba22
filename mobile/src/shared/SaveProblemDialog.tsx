import type { SaveProblemView } from '@suite-ui/core';
import { Dialog } from 'antd-mobile';

/**
 * A save the user must decide about (issue 35 items 8, 9): a conflict offers reload and overwrite,
 * a refusal only closes. Renders what the view model says.
 */
export function SaveProblemDialog({ problem, testId }: { problem: SaveProblemView | null; testId: string }) {
  if (!problem) return null;
  const conflict = problem.kind === 'conflict';
  return (
    <Dialog
      visible
      title={problem.title}
      onClose={problem.dismiss}
      content={
        <p role="alert" data-testid={`${testId}-problem-message`} data-kind={problem.kind}>
          {problem.message}
        </p>
      }
      actions={
        conflict
          ? [
              {
                key: 'overwrite',
                text: problem.overwriteLabel,
                danger: true,
                bold: true,
                disabled: problem.busy,
                onClick: problem.overwrite,
              },
              {
                key: 'reload',
                text: problem.reloadLabel,
                disabled: problem.busy,
                onClick: problem.reload,
              },
              {
                key: 'dismiss',
                text: problem.dismissLabel,
                disabled: problem.busy,
                onClick: problem.dismiss,
              },
            ]
          : [
              {
                key: 'dismiss',
                text: problem.dismissLabel,
                onClick: problem.dismiss,
              },
            ]
      }
    />
  );
}
