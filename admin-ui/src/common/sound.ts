import { useStore } from 'react-admin';

let context: AudioContext | null = null;

/** A short two-tone beep made with WebAudio (no sound file to ship). Browsers may block it until the first click. */
export function beep(): void {
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    [880, 1175].forEach((frequency, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.3, start + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.18 + 0.16);
      osc.connect(gain).connect(context!.destination);
      osc.start(start + i * 0.18);
      osc.stop(start + i * 0.18 + 0.17);
    });
  } catch {
    // No audio device or blocked: the visual cue still shows.
  }
}

// Browsers start audio only after a user gesture: the first tap or key on the page unlocks it.
if (typeof window !== 'undefined') {
  const unlock = () => {
    try {
      context ??= new AudioContext();
      void context.resume();
    } catch {
      // No audio available.
    }
  };
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });
}

/** The one sound switch of the order lists, the kitchen screen and the waiter view, kept in the browser. */
const MUTE_KEY = 'orders.muted';

/** Whether new orders and calls stay silent, and the switch. */
export const useMuted = () => useStore(MUTE_KEY, false);
