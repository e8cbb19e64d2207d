/**
 * What the posts feature needs from the live stream, structurally (features do not import
 * each other): the app passes the live feature's bus here.
 */
export interface PostLiveEvent {
  type: string;
  entityId: string;
  version: number | null;
  data: unknown;
}

export interface PostEventSource {
  subscribe(listener: (event: PostLiveEvent) => void): () => void;
}
