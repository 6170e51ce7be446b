import "server-only";
import { InvalidInputError } from "../errors/domain";
import { sendJob } from "../jobs/send-job";
import type { ContentKind } from "./redirects";

/** The `content.publish` job's data: the record and the time it was scheduled for (a changed schedule voids the job). */
export type ScheduledPublication = { tenantId: string; kind: ContentKind; id: string; publishAt: string };

type Status = "draft" | "published";

/**
 * What a write's `status` and `publishAt` come to: `publishAt` schedules a draft's publication (a time already past
 * publishes it now); `null` ends a schedule; publishing by hand ends it too. Publishing keeps the first publication time.
 */
export function publicationChanges({
  status,
  publishAt,
  now = new Date(),
}: {
  status: Status | undefined;
  publishAt: string | null | undefined;
  now?: Date;
}): { status?: Status; publishAt?: string | null; publishNow: boolean; schedule?: string } {
  if (publishAt === undefined || publishAt === null) {
    if (status === "published") return { status, publishAt: null, publishNow: true };
    return { status, publishAt: publishAt === null ? null : undefined, publishNow: false };
  }
  const at = new Date(publishAt);
  if (status === "published" && at > now)
    throw new InvalidInputError({ publishAt: ["A publishAt in the future schedules a draft: leave status out or give draft."] });
  if (at <= now) return { status: "published", publishAt: null, publishNow: true };
  return { status: "draft", publishAt: at.toISOString(), publishNow: false, schedule: at.toISOString() };
}

/** Queues the `content.publish` job for the scheduled time (after the write committed). */
export async function schedulePublication(publication: ScheduledPublication): Promise<void> {
  await sendJob({
    queue: "content.publish",
    data: publication,
    singletonKey: `${publication.kind}:${publication.id}:${publication.publishAt}`,
    startAfter: new Date(publication.publishAt),
  });
}
