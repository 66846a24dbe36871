/** The audience of one user: every socket, page and cached view of theirs. */
export const userTopic = (userId: number) => `user:${userId}`;
/** The audience of one company: every member's sockets, pages and cached views. */
export const companyTopic = (companyId: number) => `company:${companyId}`;
