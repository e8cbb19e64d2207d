import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import type { MediaStorage } from "./storage";

type Sdk = typeof import("@aws-sdk/client-s3");

const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * S3-compatible object storage (UPLOAD_STORAGE=s3): one object per upload under S3_PREFIX.
 * A custom S3_ENDPOINT (MinIO, Ceph, R2...) is addressed path-style, which they all accept.
 * The SDK is loaded on first use: installations storing elsewhere never pay for it.
 */
export function s3Storage(config: S3Config): MediaStorage {
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () => {
    loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        ...(config.accessKeyId && config.secretAccessKey
          ? {
              credentials: {
                accessKeyId: config.accessKeyId,
                secretAccessKey: config.secretAccessKey,
              },
            }
          : {}),
      }),
    }));
    return loaded;
  };
  const key = (fileName: string) => `${config.prefix}${fileName}`;
  return {
    kind: "s3",
    async put(fileName, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: key(fileName),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(fileName) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key(fileName) }),
        );
        if (object.Body instanceof Readable && object.ContentLength !== undefined) {
          return { body: object.Body, size: object.ContentLength };
        }
        const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return { body: bytes, size: bytes.length };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(fileName) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: key(fileName) }));
    },
  };
}
