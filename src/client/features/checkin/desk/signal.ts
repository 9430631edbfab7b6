import { Local } from '@/lib/storage';

/**
 * What the desk's verdict sounds and feels like, so staff facing a queue need not read the screen: accepted is two
 * short rising beeps and one short buzz; refused is one long low tone and three buzzes. Sound is on unless staff
 * turned it off on this device (a quiet hall); vibration follows the phone's own setting.
 */

const SOUND_KEY = 'deskSound';
export const soundOn = () => Local.get<boolean>(SOUND_KEY) !== false;
export const setSoundOn = (on: boolean) => Local.set(SOUND_KEY, on);

/** One tone: frequency (Hz), start and length (s) after now, wave. */
type Tone = [hz: number, at: number, seconds: number, wave: OscillatorType];
const ACCEPTED: Tone[] = [
  [880, 0, 0.09, 'sine'],
  [1320, 0.11, 0.12, 'sine'],
];
const REFUSED: Tone[] = [[196, 0, 0.45, 'square']];
const VIBRATE = { accepted: [60], refused: [180, 80, 180, 80, 180] };

let context: AudioContext | null = null;
/** One context for the page: browsers let it sound once the user has touched the page (every scan follows one). */
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function play(tones: Tone[]) {
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  for (const [hz, at, seconds, wave] of tones) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = hz;
    // A short fade in and out: without it each tone starts and stops with a click.
    gain.gain.setValueAtTime(0, now + at);
    gain.gain.linearRampToValueAtTime(0.25, now + at + 0.01);
    gain.gain.linearRampToValueAtTime(0, now + at + seconds);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + at);
    osc.stop(now + at + seconds + 0.02);
  }
}

/** The verdict's sound and vibration. */
export function signal(kind: 'accepted' | 'refused') {
  if (soundOn()) play(kind === 'accepted' ? ACCEPTED : REFUSED);
  if ('vibrate' in navigator) navigator.vibrate(VIBRATE[kind]);
}
