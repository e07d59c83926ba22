import { moduleTitle } from '@suite-ui/core';
import { useLayoutHost, useT, type ModulePageProps } from '@suite-ui/core/react';
import { DemoLink, ModuleFrame } from '../frame';

const REQUESTS = ['1', '2', '3'];

/** Workflow: a to-do list and a detail sub-route that closes by history (spec 2.2). */
export default function WorkflowPage({ module, basePath, subPath }: ModulePageProps) {
  const t = useT();
  const host = useLayoutHost();
  const detailId = /^\/detail\/([^/]+)/.exec(subPath)?.[1];
  return (
    <ModuleFrame module={module} basePath={basePath} title={moduleTitle(module)}>
      {detailId ? (
        <div data-testid="workflow-detail">
          <p>{t('layout.demo.workflow.detail', { id: decodeURIComponent(detailId) })}</p>
          <div className="demo-module-actions">
            <button type="button" onClick={() => host?.closeDetail()} data-testid="workflow-detail-close">
              {t('layout.demo.workflow.close')}
            </button>
            <DemoLink to={`/splayout/workflow/detail/${detailId}`} testId="workflow-splayout-link">
              {t('layout.demo.workflow.splayout')}
            </DemoLink>
          </div>
        </div>
      ) : (
        <>
          <strong>{t('layout.demo.workflow.todo')}</strong>
          <ul>
            {REQUESTS.map((id) => (
              <li key={id}>
                <DemoLink to={`${basePath}/detail/${id}`} testId={`workflow-request-${id}`}>
                  {t('layout.demo.workflow.request', { id })}
                </DemoLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </ModuleFrame>
  );
}
