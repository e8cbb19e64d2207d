import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The few calls of the S3 HTTP API the upload storage makes (PutObject, GetObject,
 * DeleteObject, path-style: /{bucket}/{key}), answered from memory. Signatures are not
 * checked: what is tested is what Ticker asks of S3, not S3.
 */
export interface S3StandIn {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  close(): Promise<void>;
}

const NO_SUCH_KEY =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects: S3StandIn["objects"] = new Map();
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? "/", "http://s3").pathname);
    if (req.method === "PUT") {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: req.headers["content-type"],
        });
        res.writeHead(200, { etag: '"stand-in"' }).end();
      });
      return;
    }
    const object = objects.get(key);
    if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (req.method === "GET" && object) {
      res
        .writeHead(200, {
          "content-type": object.contentType ?? "application/octet-stream",
          "content-length": object.body.length,
        })
        .end(object.body);
    } else {
      res.writeHead(404, { "content-type": "application/xml" }).end(NO_SUCH_KEY);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
