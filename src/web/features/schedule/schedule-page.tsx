import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { GeneratePanel } from './generate-panel';
import { useSchedule } from './get-schedule';
import { ScheduleForm } from './schedule-form';
import './schedule.css';

/** The weekly template, and generating its slots for a range with a preview first. */
export function SchedulePage() {
  usePageMeta({
    title: 'Schedule',
    description: 'The weekly slot template, and generating slots from it.',
    keywords: ['schedule', 'slots', 'admin'],
  });
  const schedule = useSchedule();

  return (
    <div className="admin-page schedule-page">
      <h1>Schedule</h1>
      <p className="schedule-intro">
        The week the slots are made from. A change applies to slots generated from now on; slots that exist
        keep their times and seats (change those on the Slots page), and a day that has slots gets only new
        ones that overlap none of them. The server adds the coming weeks' slots by itself every day; generate
        here to fill a range further ahead at once.
      </p>
      {schedule.isError && <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />}
      {schedule.isPending && <p role="status">Loading the schedule…</p>}
      {schedule.data && <ScheduleForm schedule={schedule.data} />}
      <GeneratePanel />
    </div>
  );
}
