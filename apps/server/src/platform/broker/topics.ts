/** The audience of one user: every socket, page and cached view of theirs. */
export const userTopic = (userId: number) => `user:${userId}`;
/** The audience of one company: every member's sockets, pages and cached views. */
export const companyTopic = (companyId: number) => `company:${companyId}`;

/** A viewer's audiences: their own, and their company's when they belong to one. */
export const viewerTopics = (viewer: { id: number; companyId: number | null }) =>
  viewer.companyId === null
    ? [userTopic(viewer.id)]
    : [userTopic(viewer.id), companyTopic(viewer.companyId)];
