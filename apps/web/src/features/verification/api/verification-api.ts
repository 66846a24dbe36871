import type { DocumentKind, VerificationDocument } from '@fieldhire/contract/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const verificationKey = ['verification', 'documents'] as const;

/** The agent's, or the viewer's company's, documents. */
export function useVerificationDocuments() {
  return useQuery({
    queryKey: verificationKey,
    queryFn: ({ signal }) =>
      apiClient.get<{ results: VerificationDocument[] }>('/api/verification/documents/', {
        signal,
      }),
  });
}

export function useSendDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      expiresOn,
      file,
    }: {
      kind: DocumentKind;
      expiresOn: string;
      file: File;
    }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('expires_on', expiresOn);
      form.append('file', file);
      return apiClient.post<VerificationDocument>('/api/verification/documents/', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKey }),
  });
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/api/verification/documents/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKey }),
  });
}
