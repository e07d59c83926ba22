import { moduleTitle } from '@suite-ui/core';
import { useT, type ModulePageProps } from '@suite-ui/core/react';
import { DemoLink, ModuleFrame, useSkinPrefix } from '../frame';

/** Calendar: today's entries and the plugin component claimed at /calendar/satisfaction. */
export default function CalendarPage({ module, basePath }: ModulePageProps) {
  const t = useT();
  const prefix = useSkinPrefix();
  return (
    <ModuleFrame module={module} basePath={basePath} title={moduleTitle(module)}>
      <strong>{t('layout.demo.calendar.today')}</strong>
      <ul>
        <li>{t('layout.demo.calendar.standup')}</li>
        <li>{t('layout.demo.calendar.review')}</li>
        <li>
          <DemoLink to={`${prefix}/calendar/satisfaction`} testId="calendar-satisfaction-link">
            {t('layout.demo.calendar.satisfaction')}
          </DemoLink>
        </li>
      </ul>
    </ModuleFrame>
  );
}
