import { useCallback, useState } from 'react';

type Tone = 'green' | 'amber' | 'red';

/** Each tone its own pattern, so staff hear the verdict without looking: one, two, or a low buzz. */
const PATTERNS: Record<Tone, { frequency: number; seconds: number; type: OscillatorType; count: number }> = {
  green: { frequency: 880, seconds: 0.15, type: 'sine', count: 1 },
  amber: { frequency: 660, seconds: 0.12, type: 'sine', count: 2 },
  red: { frequency: 220, seconds: 0.45, type: 'square', count: 1 },
};

const MUTED_KEY = 'doorSoundMuted';
let context: AudioContext | undefined;

/** A short beep drawn with Web Audio: no sound files to fetch. */
function beep(tone: Tone): void {
  context ??= new AudioContext();
  // A context made before any tap starts suspended; scanning follows a tap, so it resumes.
  void context.resume();
  const { frequency, seconds, type, count } = PATTERNS[tone];
  for (let index = 0; index < count; index++) {
    const start = context.currentTime + index * seconds * 1.6;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds);
  }
}

/** The door's sound, and the mute switch this device remembers. */
export function useDoorSound() {
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTED_KEY) === 'true');
  const toggleMuted = useCallback(() => {
    setMuted((was) => {
      localStorage.setItem(MUTED_KEY, String(!was));
      return !was;
    });
  }, []);
  const play = useCallback(
    (tone: Tone) => {
      if (muted || typeof AudioContext === 'undefined') return;
      try {
        beep(tone);
      } catch {
        // No sound on this device: the colour and the text still say it.
      }
    },
    [muted],
  );
  return { muted, toggleMuted, play };
}
