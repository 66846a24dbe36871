import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserInfo } from '@fieldhire/contract/accounts';
import { ApiError } from '@fieldhire/contract/errors';
import { OwnProfile, ProfileFields, UserIdParams } from '@fieldhire/contract/profiles';
import { requireViewer } from '../../platform/auth';
import { parseFormFields, readMultipartForm } from '../../platform/uploads/multipart-form';
import type { ProfilesService } from './profiles.service';

const tags = ['profiles'];
const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  413: ApiError,
  415: ApiError,
};

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'Your own profile with contact data',
        params: UserIdParams,
        response: { 200: OwnProfile, ...errors },
      },
    },
    (request) => profiles.own(requireViewer(request), request.params.id),
  );

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'Edit your profile',
        description:
          'multipart/form-data: optional `avatar` image and `resume` (PDF, DOC, DOCX), the profile fields; lists as repeated fields',
        params: UserIdParams,
        response: { 200: UserInfo, ...errors },
      },
    },
    (request) =>
      profiles.update(requireViewer(request), request.params.id, async () => {
        const { fields, files } = await readMultipartForm(request, ['avatar', 'resume']);
        return {
          fields: parseFormFields(ProfileFields, fields),
          avatar: files.avatar,
          resume: files.resume,
        };
      }),
  );
};
