import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { DAY_SHEET_KEY } from '../../lib/day-sheet';
import { meQueryKey, useSession } from '../../lib/session';
import { t } from '../../lib/staff-texts';
import { usePageMeta } from '../../lib/use-page-meta';
import { DoorCamera } from './door-camera';
import { DoorChoicesList } from './door-choices-list';
import { DoorPanel } from './door-panel';
import { useDoorSound } from './door-sound';
import { lookupFailedText } from './door-texts';
import { useDoorBooking } from './get-door-booking';
import { startDoorDevice, useDoorDevice } from './offline/door-device';
import { OfflineBanner } from './offline/offline-banner';
import { OfflineConflicts } from './offline/offline-conflicts';
import { OfflinePanel } from './offline/offline-panel';
import { ScanBox } from './scan-box';
import { SlotCounters } from './slot-counters';
import { type DoorView, useDoorLookup } from './use-door-lookup';
import { WalkInParty } from './walk-in-party';
import './door.css';
import './front-desk.css';
import './offline/offline.css';

/** The booking on screen, kept current while other devices and this one take steps. */
function ShownBooking({
  id,
  meId,
  onTone,
}: {
  id: string;
  meId?: string;
  onTone: ReturnType<typeof useDoorSound>['play'];
}) {
  const { data } = useDoorBooking(id);
  if (data === undefined) return null;
  return <DoorPanel booking={data} code={id} meId={meId} onTone={onTone} />;
}

/**
 * The door's device keeps today's roster for the signed-in staff member (offline/door-device.ts).
 * When the server refuses them (signed out elsewhere, no longer staff) it wipes itself, and the
 * session is read again, so the staff site shows what it shows a signed-out person.
 */
function useOfflineDoor(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { accessLost, queue } = useDoorDevice();
  const waiting = useRef(queue.length);
  useEffect(() => {
    if (userId) void startDoorDevice(userId);
  }, [userId]);
  useEffect(() => {
    if (accessLost) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [accessLost, queryClient]);
  // Steps taken offline reached the server: the counters count them now.
  useEffect(() => {
    if (queue.length < waiting.current) void queryClient.invalidateQueries({ queryKey: DAY_SHEET_KEY });
    waiting.current = queue.length;
  }, [queue.length, queryClient]);
}

/** The reception's page: scan or type, see the verdict, take the next step. */
export function DoorPage() {
  usePageMeta({
    title: t('door.title'),
    description: t('door.description'),
    keywords: ['door', 'scan', 'check in'],
  });
  const { user } = useSession();
  const box = useRef<HTMLInputElement>(null);
  const sound = useDoorSound();
  const { play } = sound;
  const { view, lookup, pick, busy } = useDoorLookup(play);
  useOfflineDoor(user?.id);
  const onCode = useCallback((code: string) => void lookup(code, 'camera'), [lookup]);

  return (
    <div className="admin-page door-page">
      <div className="door-heading">
        <h1>{t('door.title')}</h1>
        <button
          type="button"
          className="button button-secondary door-mute"
          aria-pressed={sound.muted}
          onClick={sound.toggleMuted}
        >
          {t('door.mute')}
        </button>
      </div>
      <OfflineBanner />
      <OfflineConflicts />
      <SlotCounters />
      <WalkInParty />
      <ScanBox inputRef={box} onLookup={(text) => void lookup(text, 'typed')} />
      <DoorCamera onCode={onCode} />
      <p className="door-busy" role="status">
        {busy ? t('door.lookingUp') : ''}
      </p>
      <DoorResult
        key={view.kind === 'none' ? 0 : view.seq}
        view={view}
        meId={user?.id}
        onTone={play}
        onPick={pick}
      />
    </div>
  );
}

interface DoorResultProps {
  view: DoorView;
  meId?: string;
  onTone: ReturnType<typeof useDoorSound>['play'];
  onPick(id: string): void;
}

function DoorResult({ view, meId, onTone, onPick }: DoorResultProps) {
  switch (view.kind) {
    case 'none':
      return null;
    case 'booking':
      if (view.offline) return <OfflinePanel code={view.id} onTone={onTone} />;
      return <ShownBooking id={view.id} meId={meId} onTone={onTone} />;
    case 'choices':
      return <DoorChoicesList query={view.query} choices={view.choices} onPick={onPick} />;
    case 'no-match':
      return (
        <p className="door-problem" role="alert">
          {t('door.noMatch', { query: view.query })}
        </p>
      );
    case 'failed':
      return (
        <p className="door-problem" role="alert">
          {lookupFailedText(view.error)}
        </p>
      );
  }
}
