import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';

function wav(seconds: number, freq: number, rate: number, phase0: number) {
  const n = Math.round(seconds * rate);
  const buf = new ArrayBuffer(44 + n * 2);
  const v = new DataView(buf);
  const w = (o: number, s: string) => [...s].forEach((c, i) => v.setUint8(o + i, c.charCodeAt(0)));
  w(0, 'RIFF'); v.setUint32(4, 36 + n * 2, true); w(8, 'WAVE'); w(12, 'fmt ');
  v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true);
  v.setUint32(24, rate, true); v.setUint32(28, rate * 2, true); v.setUint16(32, 2, true); v.setUint16(34, 16, true);
  w(36, 'data'); v.setUint32(40, n * 2, true);
  for (let i = 0; i < n; i++) v.setInt16(44 + i * 2, Math.round(16000 * Math.sin(phase0 + (2 * Math.PI * freq * i) / rate)), true);
  return URL.createObjectURL(new Blob([buf], { type: 'audio/wav' }));
}

it('latency', async () => {
  const b = document.createElement('button'); b.textContent = 'go'; document.body.append(b);
  let ctx!: AudioContext;
  b.onclick = () => { ctx = new AudioContext(); };
  await userEvent.click(b);
  await ctx.resume();
  const rate = ctx.sampleRate;
  console.log('state', ctx.state, rate, ctx.baseLatency, ctx.outputLatency);
  const results: string[] = [];
  for (let k = 0; k < 6; k++) {
    const el = new Audio(wav(1, 440, rate, 0.3));
    el.preload = 'auto';
    const src = ctx.createMediaElementSource(el);
    const tap = ctx.createScriptProcessor(256, 1, 1);
    let first = -1;
    tap.onaudioprocess = (e) => {
      const d = e.inputBuffer.getChannelData(0);
      if (first < 0) for (let i = 0; i < d.length; i++) if (Math.abs(d[i]!) > 1e-4) { first = e.playbackTime + i / rate; break; }
      e.outputBuffer.getChannelData(0).fill(0);
    };
    src.connect(tap); tap.connect(ctx.destination);
    await new Promise((r) => el.addEventListener('canplaythrough', r, { once: true }));
    await new Promise((r) => setTimeout(r, 200));
    const t0 = ctx.currentTime; const ts = ctx.getOutputTimestamp();
    void el.play();
    await new Promise((r) => setTimeout(r, 500));
    results.push(`call ctx=${t0.toFixed(4)} first=${first.toFixed(4)} lat=${((first - t0) * 1000).toFixed(1)}ms ct=${el.currentTime.toFixed(3)} now=${ctx.currentTime.toFixed(3)} ots=${ts.contextTime?.toFixed(4)}`);
    el.pause(); tap.disconnect(); src.disconnect();
  }
  console.log(results.join('\n'));
  expect(1).toBe(1);
}, 30000);
