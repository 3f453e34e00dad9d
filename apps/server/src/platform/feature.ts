import type { AnyRouter } from '@trpc/server';
import type { Projection } from '@crewing/events';
import type { Topic, TopicKind } from '@crewing/domain';
import type { JobDefinition } from './jobs/definition.js';
import type { ProcessDefinition } from './process.js';
import type { Session } from './trpc/context.js';
import type { ProcedureSamples } from './trpc/samples.js';
import type { Services } from './services.js';
import type { CommandMetadata } from './stream-commands.js';

/** Whether a signed-in user may join one live topic (checked by the socket server on every join). */
export type JoinRule<K extends TopicKind = TopicKind> = (
  session: Session,
  topic: Extract<Topic, { kind: K }>,
  services: Services,
) => boolean | Promise<boolean>;
export type LiveRules = { [K in TopicKind]?: JoinRule<K> };

/**
 * A topic's version, answered with a successful join: the web compares it with what it loaded
 * and refetches only when it moved (issue 26 §6). A kind without one is refetched on every join.
 */
export type VersionRule<K extends TopicKind = TopicKind> = (
  topic: Extract<Topic, { kind: K }>,
  services: Services,
) => Promise<string>;
export type LiveVersions = { [K in TopicKind]?: VersionRule<K> };

/**
 * Whether a signed-in user may download a file because it is carried by a record of the area
 * they may read (a crew change comment's attachment). Asked by /files for attachment kinds; the
 * uploader always may (platform/files/access.ts holds the table by kind).
 */
export type FileReadRule = (session: Session, fileId: string, services: Services) => Promise<boolean>;

/**
 * Another kind of account that uploads through /files besides the staff (issue 29: a seafarer's
 * session): the id its uploads are kept under, or null when the cookie is not such a session. The
 * upload is sniffed and limited exactly as the staff's; downloads stay the staff's.
 */
export type FileUploader = (cookieHeader: string | undefined, services: Services) => Promise<number | null>;

/**
 * What one area brings to the server: its procedures, the projections that fold its events,
 * the jobs it defines and who may join its live topics. Each area's index.ts exports one;
 * features.ts lists them.
 */
export interface Feature<R extends AnyRouter = AnyRouter> {
  router: R;
  /** Each procedure's sample input and who may call it: the permission matrix and the fuzz test run them. */
  samples: ProcedureSamples;
  projections?: readonly Projection[];
  jobs?: readonly JobDefinition[];
  /** Process managers the area owns (their folds are among `projections`). */
  processes?: readonly ProcessDefinition[];
  live?: LiveRules;
  liveVersions?: LiveVersions;
  /** Who may download the files this area's records carry. */
  fileReaders?: readonly FileReadRule[];
  /** Who else uploads through /files (a seafarer's session). */
  fileUploaders?: readonly FileUploader[];
  /** The area's demo data, sent through the handler by the seed after its generators; returns the commands sent. */
  demo?: (services: Services, meta: CommandMetadata) => Promise<number>;
}

export function defineFeature<R extends AnyRouter>(feature: Feature<R>): Feature<R> {
  return feature;
}
