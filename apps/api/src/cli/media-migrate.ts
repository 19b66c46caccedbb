// pnpm media:migrate: copies the uploads in DATA_DIR/media into the bucket named by S3_BUCKET (and
// the other S3_* variables). Safe to run again: what the bucket already holds is skipped.
import { readConfig } from '../config.ts';
import { migrateMedia } from '../lib/media-migrate.ts';
import { createS3Storage } from '../lib/s3-storage.ts';

const config = readConfig();
if (!config.s3) {
  console.error(
    'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to the bucket to copy into.',
  );
  process.exit(2);
}
try {
  const bucket = createS3Storage(config.s3);
  await bucket.check();
  const { copied, skipped } = await migrateMedia(config.dataDir, bucket, console.log);
  console.log(
    `Copied ${copied} uploads from ${config.dataDir}/media into s3://${config.s3.bucket}/${config.s3.prefix}; ${skipped} were there already.`,
  );
} catch (error) {
  console.error(`media:migrate failed: ${(error as Error).message}`);
  process.exit(1);
}
