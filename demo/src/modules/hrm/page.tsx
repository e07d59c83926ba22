import { decideHrCard, moduleTitle, type HrTargetType } from '@suite-ui/core';
import { useT, type ModulePageProps } from '@suite-ui/core/react';
import { DemoLink, ModuleFrame } from '../frame';

const TARGETS: { type: HrTargetType; id: string; name: string }[] = [
  { type: 'resource', id: 'u1', name: 'Zhang San 张三' },
  { type: 'department', id: 'd2', name: 'Front-end 前端组' },
  { type: 'position', id: 'p3', name: 'Manager 经理' },
  { type: 'group', id: 'g1', name: 'Project group 项目组' },
];

/** HR: people and organisations with their card decision and card page (spec 2.2, 9). */
export default function HrmPage({ module, basePath, subPath }: ModulePageProps) {
  const t = useT();
  return (
    <ModuleFrame module={module} basePath={basePath} title={moduleTitle(module)}>
      <strong>{t('layout.demo.hrm.people')}</strong>
      <ul>
        {TARGETS.map((target) => {
          const card = decideHrCard(target);
          if (card.kind !== 'popup') return null;
          return (
            <li key={target.id} data-testid={`hrm-${target.id}`}>
              {t('layout.demo.hrm.card', { name: target.name, width: card.width })}{' '}
              {card.pagePath ? (
                <DemoLink to={card.pagePath}>{card.pagePath}</DemoLink>
              ) : (
                t('layout.demo.hrm.noPage')
              )}
            </li>
          );
        })}
      </ul>
      {subPath !== '/' && <code data-testid="hrm-sub-path">{subPath}</code>}
    </ModuleFrame>
  );
}
