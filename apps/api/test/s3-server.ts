import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage, type S3Settings, type S3Storage } from '../src/lib/s3-storage.ts';

/** A real S3-protocol server (s3rver) on a loopback port, its files in a temporary folder. */
export async function startS3Server(): Promise<{
  endpoint: string;
  /** Settings for a bucket on it (created when `create` is true). */
  bucket(name: string, create?: boolean): Promise<S3Settings>;
  stop(): Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async bucket(name, create = true) {
      const settings: S3Settings = {
        bucket: name,
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'media/',
      };
      if (create) {
        const storage: S3Storage = createS3Storage(settings);
        await storage.client.send(new CreateBucketCommand({ Bucket: name }));
      }
      return settings;
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
