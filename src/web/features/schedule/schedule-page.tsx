import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { GeneratePanel } from './generate-panel';
import { useSchedule } from './get-schedule';
import { ScheduleForm } from './schedule-form';
import './schedule.css';
import { t } from '../../lib/staff-texts';

/** The weekly template, and generating its slots for a range with a preview first. */
export function SchedulePage() {
  usePageMeta({
    title: t('schedule.title'),
    description: t('schedule.description'),
    keywords: ['schedule', 'slots', 'admin'],
  });
  const schedule = useSchedule();

  return (
    <div className="admin-page schedule-page">
      <h1>{t('schedule.title')}</h1>
      <p className="schedule-intro">{t('schedule.intro')}</p>
      {schedule.isError && <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />}
      {schedule.isPending && <p role="status">{t('schedule.loading')}</p>}
      {schedule.data && <ScheduleForm schedule={schedule.data} />}
      <GeneratePanel />
    </div>
  );
}
