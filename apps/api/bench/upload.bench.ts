/**
 * `pnpm bench:upload`: the CPU one picture upload costs, through POST /media/upload on a real
 * server (embedded database, pictures kept in memory) in this process, so the process's CPU time
 * (every libvips thread included) is the upload's. Three pictures, each uploaded BENCH_ROUNDS
 * times (3), the median printed: a 4890×4890 AVIF of under a kilobyte (a decompression bomb the
 * security review of 2026-11-28 timed at 6.6 CPU-s), a 12 MP phone-like AVIF (4032×3024) and JPEG
 * (4000×3000), noisy as photos are, and a 2 MP JPEG. Numbers only; nothing asserted.
 */
import sharp from 'sharp';
import { createLocalStorage } from '../src/lib/storage.ts';
import { startTestServer } from '../test/helpers.ts';
import { photo as photoLike } from '../test/photos.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Photo-like JPEGs, softened as a camera's are. */
const photo = (width: number, height: number) =>
  photoLike(width, height, { sigma: 30, blur: 1.2, quality: 88 });

const pictures: { title: string; bytes: Buffer; type: string; name: string }[] = [
  {
    title: 'AVIF 4890×4890 (flat)',
    bytes: await sharp({ create: { width: 4890, height: 4890, channels: 3, background: '#fff' } })
      .avif({ effort: 0 })
      .toBuffer(),
    type: 'image/avif',
    name: 'bomb.avif',
  },
  {
    title: 'AVIF 4032×3024 (phone)',
    bytes: await sharp(await photo(4032, 3024))
      .avif({ effort: 0 })
      .toBuffer(),
    type: 'image/avif',
    name: 'phone.avif',
  },
  {
    title: 'JPEG 4000×3000 (phone)',
    bytes: await photo(4000, 3000),
    type: 'image/jpeg',
    name: 'phone.jpg',
  },
  {
    title: 'JPEG 1600×1200',
    bytes: await photo(1600, 1200),
    type: 'image/jpeg',
    name: 'small.jpg',
  },
];

const server = await startTestServer(
  { limits: { uploadsPerHourPerUser: 10_000 } },
  { storage: createLocalStorage(':memory:') },
);
const { token } = await server.user('owner');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const picture of pictures) {
  const cpu: number[] = [];
  const wall: number[] = [];
  let status = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const form = new FormData();
    form.append('files', new Blob([picture.bytes], { type: picture.type }), picture.name);
    const before = process.cpuUsage();
    const started = performance.now();
    status = (await server.call('POST', '/media/upload', { token, raw: form })).status;
    wall.push((performance.now() - started) / 1000);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1e6);
  }
  console.log(
    `${picture.title.padEnd(24)} ${String(picture.bytes.length).padStart(9)} bytes  → ${status}  CPU ${median(cpu).toFixed(2)} s  wall ${median(wall).toFixed(2)} s`,
  );
}
await server.stop();
