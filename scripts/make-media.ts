/**
 * Makes the storefront's four landing videos (apps/storefront/src/media/*.webm): small looping
 * scenes drawn in SVG, rendered frame by frame in Chromium and encoded with ffmpeg (VP9). A
 * development tool: its output is committed, nothing runs it at install, build or run time.
 * Needs /usr/bin/chromium and ffmpeg (apt-get install -y ffmpeg).  Run: node scripts/make-media.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'storefront',
  'src',
  'media',
);
const FRAMES = 36;
const FPS = 12;
const SIZE = 240;

// Each scene draws frame t (0..1, looping) into an SVG string.
const SCENES: Record<string, string> = {
  'snail-leaf': `(t) => {
    const x = 40 + 120 * t, bob = Math.sin(t * Math.PI * 8) * 2;
    return '<rect width="240" height="240" fill="#dcefdf"/>' +
      '<path d="M-10 200 C60 120 180 110 250 150 L250 250 L-10 250Z" fill="#3f8f5a"/>' +
      '<path d="M-10 200 C60 140 180 130 250 160" stroke="#2f6b4f" stroke-width="4" fill="none"/>' +
      '<g transform="translate(' + x + ' ' + (150 + bob) + ')">' +
      '<path d="M-40 22 Q0 14 46 22 Q58 16 54 6 L40 -4" fill="#b98b5e"/>' +
      '<path d="M44 -2 l10 -22 M50 2 l16 -16" stroke="#b98b5e" stroke-width="3" stroke-linecap="round"/>' +
      '<circle r="30" fill="#8a4b22"/><path d="M0 0 m5 0 a5 5 0 1 0 -10 0 a13 13 0 1 0 22 0 a21 21 0 1 0 -38 0 a28 28 0 1 0 54 0" fill="none" stroke="#f3d2a8" stroke-width="3" stroke-linecap="round"/></g>' +
      [0,1,2].map(i => '<circle cx="' + (30 + i * 90) + '" cy="' + (40 + 20 * Math.sin((t + i / 3) * Math.PI * 2)) + '" r="6" fill="#fff" opacity="0.7"/>').join('');
  }`,
  'pepper-pot': `(t) => {
    let steam = '';
    for (let i = 0; i < 4; i++) { const p = (t + i / 4) % 1; steam += '<circle cx="' + (90 + i * 20 + Math.sin(p * 6) * 8) + '" cy="' + (110 - p * 90) + '" r="' + (8 + p * 10) + '" fill="#fff" opacity="' + (0.7 * (1 - p)) + '"/>'; }
    let bubbles = '';
    for (let i = 0; i < 6; i++) { const p = (t * 2 + i / 6) % 1; bubbles += '<circle cx="' + (70 + i * 20) + '" cy="' + (128 - p * 6) + '" r="' + (4 + 3 * Math.sin(p * Math.PI)) + '" fill="#e8501a"/>'; }
    return '<rect width="240" height="240" fill="#fde4d4"/>' + steam +
      '<ellipse cx="120" cy="130" rx="82" ry="18" fill="#c2412d"/>' + bubbles +
      '<path d="M38 130 Q40 210 120 212 Q200 210 202 130Z" fill="#2d2a33"/>' +
      '<rect x="24" y="140" width="20" height="10" rx="5" fill="#2d2a33"/><rect x="196" y="140" width="20" height="10" rx="5" fill="#2d2a33"/>' +
      '<text x="120" y="185" text-anchor="middle" font-family="Georgia" font-size="18" fill="#f3c24b">PEPPERED</text>';
  }`,
  'farm-crate': `(t) => {
    let snails = '';
    for (let i = 0; i < 3; i++) { const b = Math.sin((t + i / 3) * Math.PI * 2) * 6; snails += '<g transform="translate(' + (70 + i * 50) + ' ' + (118 + b) + ')"><circle r="20" fill="' + ['#8a4b22','#a8643a','#6b3a1f'][i] + '"/><path d="M0 0 m4 0 a4 4 0 1 0 -8 0 a10 10 0 1 0 17 0" fill="none" stroke="#f3d2a8" stroke-width="2.5"/></g>'; }
    return '<rect width="240" height="240" fill="#fff1d6"/>' +
      '<circle cx="200" cy="40" r="' + (22 + 3 * Math.sin(t * Math.PI * 2)) + '" fill="#f3c24b"/>' + snails +
      '<rect x="30" y="130" width="180" height="80" rx="8" fill="#c98d4b"/>' +
      [0,1,2].map(i => '<rect x="30" y="' + (140 + i * 24) + '" width="180" height="6" fill="#a86f33"/>').join('') +
      '<text x="120" y="200" text-anchor="middle" font-family="Georgia" font-size="16" font-weight="700" fill="#fff">SNAILHOUSE</text>';
  }`,
  'kebab-grill': `(t) => {
    let flames = '';
    for (let i = 0; i < 7; i++) { const h = 18 + 12 * Math.abs(Math.sin((t * 2 + i / 7) * Math.PI)); flames += '<path d="M' + (40 + i * 26) + ' 200 q6 -' + h + ' 12 0z" fill="' + (i % 2 ? '#f3c24b' : '#e8501a') + '"/>'; }
    let skewers = '';
    for (let s = 0; s < 2; s++) { const y = 110 + s * 40; skewers += '<line x1="20" y1="' + y + '" x2="220" y2="' + y + '" stroke="#8b6a45" stroke-width="4"/>'; for (let i = 0; i < 4; i++) skewers += '<circle cx="' + (55 + i * 42) + '" cy="' + y + '" r="13" fill="' + (i % 2 ? '#7a3b16' : '#3f8f5a') + '"/>'; }
    return '<rect width="240" height="240" fill="#2d2a33"/>' + skewers +
      '<rect x="24" y="170" width="192" height="10" rx="4" fill="#555"/>' + flames +
      '<rect x="24" y="200" width="192" height="30" rx="6" fill="#1d1a22"/>';
  }`,
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
for (const [name, draw] of Object.entries(SCENES)) {
  const frames = mkdtempSync(join(tmpdir(), `frames-${name}-`));
  await page.setContent(
    `<html><body style="margin:0"><svg id="s" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="${SIZE}" height="${SIZE}"></svg><script>window.draw = ${draw};</script></body></html>`,
  );
  for (let frame = 0; frame < FRAMES; frame += 1) {
    await page.evaluate((t) => {
      document.getElementById('s')!.innerHTML = (
        window as unknown as { draw: (t: number) => string }
      ).draw(t);
    }, frame / FRAMES);
    await page.screenshot({ path: join(frames, `${String(frame).padStart(3, '0')}.png`) });
  }
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(frames, '%03d.png'),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-pix_fmt',
    'yuv420p',
    '-an',
    join(out, `${name}.webm`),
  ]);
  rmSync(frames, { recursive: true });
  console.log(`made ${name}.webm`);
}
await browser.close();
