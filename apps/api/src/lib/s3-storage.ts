import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';

/** Where the bucket is and how to sign in to it (S3_* variables; see README, "Running at scale"). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, Ceph, s3rver…); unset means AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket-in-the-path URLs (http://host/bucket/key), as local servers need. */
  forcePathStyle: boolean;
  /** Prefix of every key, e.g. "media/". */
  prefix: string;
}

/** An S3 storage that can also say whether it already holds a file (media:migrate uses it). */
export interface S3Storage extends Storage {
  has(name: string): Promise<boolean>;
  check(): Promise<void>;
  readonly client: S3Client;
}

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Uploads in an S3-compatible bucket: every instance of the API reads what any other stored.
 * A PutObject is atomic (the key holds the whole object or the old one), so the local folder's
 * "whole file or nothing" holds here too. Objects are private: the API serves them (decision 019).
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // A bucket that does not answer must not hold a request for ever.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    client,
    async put(name, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key(name), Body: bytes }));
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
