import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

/**
 * A signature drawn on a canvas (signature_pad 5, STACK.md): a white background (the PNG is not transparent), the
 * canvas sized to its box × the device's pixel ratio (sharp on phones, again when the window changes), and the pad's
 * listeners taken off when the canvas goes.
 */
export function useSignaturePad() {
  const ref = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas?.getContext?.('2d')) return; // no canvas to draw on (a test's document)
    const p = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(17, 24, 39)' });
    const size = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = p.toData();
      canvas.width = canvas.clientWidth * ratio;
      canvas.height = canvas.clientHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      p.clear();
      p.fromData(strokes);
    };
    size();
    const ended = () => setEmpty(p.isEmpty());
    p.addEventListener('endStroke', ended);
    window.addEventListener('resize', size);
    pad.current = p;
    return () => {
      window.removeEventListener('resize', size);
      p.removeEventListener('endStroke', ended);
      p.off();
      pad.current = null;
    };
  }, []);

  const clear = useCallback(() => {
    pad.current?.clear();
    setEmpty(true);
  }, []);

  return { ref, empty, clear };
}
