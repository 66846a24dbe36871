// Generated from the OpenAPI document by `npm run api-client:generate`; do not edit.
/* eslint-disable */
export interface paths {
  '/api/v1/applicants/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's applicants across its jobs, newest first, a page at a time */
    get: operations['getV1Applicants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applicants/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Moves an applicant through the pipeline; approving assigns the work */
    patch: operations['patchV1ApplicantsById'];
    trace?: never;
  };
  '/api/v1/jobs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's jobs, newest first, a page at a time */
    get: operations['getV1Jobs'];
    put?: never;
    /** Posts a job (an Idempotency-Key makes a retry post it once) */
    post: operations['postV1Jobs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the company’s jobs */
    get: operations['getV1JobsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes one of the company’s jobs */
    patch: operations['patchV1JobsById'];
    trace?: never;
  };
  '/api/v1/payments/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's charges for approved work and their refunds, newest first */
    get: operations['getV1Payments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/work-orders/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's work orders, newest first, a page at a time */
    get: operations['getV1WorkOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/work-orders/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the company’s work orders, with its deliverables and timeline */
    get: operations['getV1WorkOrdersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/work-orders/{id}/approve/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approves the submitted work, which charges the company’s card
     * @description 402 when the company has no card on file or it was declined: nothing is approved.
     */
    post: operations['postV1WorkOrdersByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/work-orders/{id}/cancel/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels the work order; its opening is free again */
    post: operations['postV1WorkOrdersByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/work-orders/{id}/request-revision/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends the submitted work back for a revision */
    post: operations['postV1WorkOrdersByIdRequestRevision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getV1Applicants: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        status?: 'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            next_cursor: string | null;
            results: {
              candidate: {
                avatar: string | null;
                city: string | null;
                headline: string | null;
                id: number;
                name: string;
                reliability: {
                  completed: number;
                  first_time_approval_rate: number | null;
                  late_cancellations: number;
                  on_time_rate: number | null;
                  rating_avg: number | null;
                  rating_count: number;
                };
                state: string | null;
                username: string;
              };
              counter_offer: {
                note?: string;
                salary_max?: number;
                salary_min?: number;
                start?: string;
              } | null;
              created_at: string;
              id: number;
              job: {
                id: number;
                title: string;
              };
              message: string;
              /** @enum {string} */
              status:
                'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
              updated_at: string;
              work_confirmed: boolean;
              work_order_id: number | null;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  patchV1ApplicantsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default false */
          accept_counter_offer?: boolean;
          /** @enum {string} */
          status: 'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            job: {
              address: string | null;
              applicants: {
                candidate: {
                  avatar: string | null;
                  city: string | null;
                  headline: string | null;
                  id: number;
                  name: string;
                  reliability: {
                    completed: number;
                    first_time_approval_rate: number | null;
                    late_cancellations: number;
                    on_time_rate: number | null;
                    rating_avg: number | null;
                    rating_count: number;
                  };
                  state: string | null;
                  username: string;
                };
                counter_offer: {
                  note?: string;
                  salary_max?: number;
                  salary_min?: number;
                  start?: string;
                } | null;
                created_at: string;
                id: number;
                message: string;
                /** @enum {string} */
                status:
                  'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
                updated_at: string;
                work_confirmed: boolean;
                work_order_id: number | null;
              }[];
              applicants_count: number;
              application?: {
                id: number;
                /** @enum {string} */
                status:
                  'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
                work_order_id: number | null;
              } | null;
              /** @enum {string} */
              category: 'Residential' | 'Commercial' | 'Industrial' | 'Apartments';
              city: string;
              company: {
                about?: string | null;
                avatar: string | null;
                id: number;
                name: string;
                reliability?: {
                  approval_days_median: number | null;
                  cancellation_rate: number | null;
                  rating_avg: number | null;
                  rating_count: number;
                  work_orders: number;
                };
                verified_documents?: ('business_registration' | 'license' | 'insurance')[];
              };
              created_at: string;
              deadline: string | null;
              deliverables: {
                id: string;
                /** @enum {string} */
                kind: 'photo' | 'document' | 'question';
                label: string;
                min_count: number;
                required: boolean;
              }[];
              description: string;
              distance?: number;
              duration_minutes: number | null;
              /** @enum {string} */
              experience: 'Fresh' | '1 Year' | '2 Year' | '3 Year' | '4 Year';
              expires_at?: string | null;
              featured: boolean;
              filled: number;
              id: number;
              is_bookmarked?: boolean;
              job_type: {
                id: number;
                name: string;
              };
              lat: number;
              lon: number;
              openings: number;
              salary_max: number;
              salary_min: number;
              /** @enum {string} */
              salary_unit: 'hour' | 'job' | 'month' | 'year';
              schedule: {
                end: string | null;
                start: string;
                /** @enum {string} */
                type: 'hard_start' | 'window';
              } | null;
              state: string;
              state_fips: string;
              /** @enum {string} */
              status: 'open' | 'closed' | 'filled';
              tags: string[];
              title: string;
              town_fips: string | null;
              zip: string | null;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  getV1Jobs: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            next_cursor: string | null;
            results: {
              address: string | null;
              applicants_count: number;
              application?: {
                id: number;
                /** @enum {string} */
                status:
                  'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
                work_order_id: number | null;
              } | null;
              /** @enum {string} */
              category: 'Residential' | 'Commercial' | 'Industrial' | 'Apartments';
              city: string;
              company: {
                about?: string | null;
                avatar: string | null;
                id: number;
                name: string;
                reliability?: {
                  approval_days_median: number | null;
                  cancellation_rate: number | null;
                  rating_avg: number | null;
                  rating_count: number;
                  work_orders: number;
                };
                verified_documents?: ('business_registration' | 'license' | 'insurance')[];
              };
              created_at: string;
              deadline: string | null;
              deliverables: {
                id: string;
                /** @enum {string} */
                kind: 'photo' | 'document' | 'question';
                label: string;
                min_count: number;
                required: boolean;
              }[];
              description: string;
              distance?: number;
              duration_minutes: number | null;
              /** @enum {string} */
              experience: 'Fresh' | '1 Year' | '2 Year' | '3 Year' | '4 Year';
              expires_at?: string | null;
              featured: boolean;
              filled: number;
              id: number;
              is_bookmarked?: boolean;
              job_type: {
                id: number;
                name: string;
              };
              lat: number;
              lon: number;
              openings: number;
              salary_max: number;
              salary_min: number;
              /** @enum {string} */
              salary_unit: 'hour' | 'job' | 'month' | 'year';
              schedule: {
                end: string | null;
                start: string;
                /** @enum {string} */
                type: 'hard_start' | 'window';
              } | null;
              state: string;
              state_fips: string;
              /** @enum {string} */
              status: 'open' | 'closed' | 'filled';
              tags: string[];
              title: string;
              town_fips: string | null;
              zip: string | null;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  postV1Jobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string | null;
          /** @enum {string} */
          category: 'Residential' | 'Commercial' | 'Industrial' | 'Apartments';
          city: string;
          deadline?: string | null;
          /** @default [] */
          deliverables?: {
            id?: string;
            /** @enum {string} */
            kind: 'photo' | 'document' | 'question';
            label: string;
            /** @default 1 */
            min_count?: number;
            /** @default true */
            required?: boolean;
          }[];
          description: string;
          duration_minutes?: number | null;
          /** @enum {string} */
          experience: 'Fresh' | '1 Year' | '2 Year' | '3 Year' | '4 Year';
          /** Format: date */
          expires_at?: string;
          job_type: number;
          /** @default 1 */
          openings?: number;
          salary_max: number;
          salary_min: number;
          /** @enum {string} */
          salary_unit: 'hour' | 'job' | 'month' | 'year';
          schedule?: {
            end?: string | null;
            /** Format: date-time */
            start: string;
            /** @enum {string} */
            type: 'hard_start' | 'window';
          } | null;
          state: string;
          /** @default [] */
          tags?: string[];
          title: string;
          zip?: (string | null) | '';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string | null;
            applicants_count: number;
            application?: {
              id: number;
              /** @enum {string} */
              status:
                'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
              work_order_id: number | null;
            } | null;
            /** @enum {string} */
            category: 'Residential' | 'Commercial' | 'Industrial' | 'Apartments';
            city: string;
            company: {
              about?: string | null;
              avatar: string | null;
              id: number;
              name: string;
              reliability?: {
                approval_days_median: number | null;
                cancellation_rate: number | null;
                rating_avg: number | null;
                rating_count: number;
                work_orders: number;
              };
              verified_documents?: ('business_registration' | 'license' | 'insurance')[];
            };
            created_at: string;
            deadline: string | null;
            deliverables: {
              id: string;
              /** @enum {string} */
              kind: 'photo' | 'document' | 'question';
              label: string;
              min_count: number;
              required: boolean;
            }[];
            description: string;
            distance?: number;
            duration_minutes: number | null;
            /** @enum {string} */
            experience: 'Fresh' | '1 Year' | '2 Year' | '3 Year' | '4 Year';
            expires_at?: string | null;
            featured: boolean;
            filled: number;
            id: number;
            is_bookmarked?: boolean;
            job_type: {
              id: number;
              name: string;
            };
            lat: number;
            lon: number;
            openings: number;
            salary_max: number;
            salary_min: number;
            /** @enum {string} */
            salary_unit: 'hour' | 'job' | 'month' | 'year';
            schedule: {
              end: string | null;
              start: string;
              /** @enum {string} */
              type: 'hard_start' | 'window';
            } | null;
            state: string;
            state_fips: string;
            /** @enum {string} */
            status: 'open' | 'closed' | 'filled';
            tags: string[];
            title: string;
            town_fips: string | null;
            zip: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  getV1JobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string | null;
            applicants_count: number;
            application?: {
              id: number;
              /** @enum {string} */
              status:
                'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
              work_order_id: number | null;
            } | null;
            /** @enum {string} */
            category: 'Residential' | 'Commercial' | 'Industrial' | 'Apartments';
            city: string;
            company: {
              about?: string | null;
              avatar: string | null;
              id: number;
              name: string;
              reliability?: {
                approval_days_median: number | null;
                cancellation_rate: number | null;
                rating_avg: number | null;
                rating_count: number;
                work_orders: number;
              };
              verified_documents?: ('business_registration' | 'license' | 'insurance')[];
            };
            created_at: string;
            deadline: string | null;
            deliverables: {
              id: string;
              /** @enum {string} */
              kind: 'photo' | 'document' | 'question';
              label: string;
              min_count: number;
              required: boolean;
            }[];
            description: string;
            distance?: number;
            duration_minutes: number | null;
            /** @enum {string} */
            experience: 'Fresh' | '1 Year' | '2 Year' | '3 Year' | '4 Year';
            expires_at?: string | null;
            featured: boolean;
            filled: number;
            id: number;
            is_bookmarked?: boolean;
            job_type: {
              id: number;
              name: string;
            };
            lat: number;
            lon: number;
            openings: number;
            salary_max: number;
            salary_min: number;
            /** @enum {string} */
            salary_unit: 'hour' | 'job' | 'month' | 'year';
            schedule: {
              end: string | null;
              start: string;
              /** @enum {string} */
              type: 'hard_start' | 'window';
            } | null;
            state: string;
            state_fips: string;
            /** @enum {string} */
            status: 'open' | 'closed' | 'filled';
            tags: string[];
            title: string;
            town_fips: string | null;
            zip: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  patchV1JobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string | null;
          /** @enum {string} */
          category?: 'Residential' | 'Commercial' | 'Industrial' | 'Apartments';
          city?: string;
          deadline?: string | null;
          deliverables?: {
            id?: string;
            /** @enum {string} */
            kind: 'photo' | 'document' | 'question';
            label: string;
            /** @default 1 */
            min_count?: number;
            /** @default true */
            required?: boolean;
          }[];
          description?: string;
          duration_minutes?: number | null;
          /** @enum {string} */
          experience?: 'Fresh' | '1 Year' | '2 Year' | '3 Year' | '4 Year';
          /** Format: date */
          expires_at?: string;
          job_type?: number;
          openings?: number;
          salary_max?: number;
          salary_min?: number;
          /** @enum {string} */
          salary_unit?: 'hour' | 'job' | 'month' | 'year';
          schedule?: {
            end?: string | null;
            /** Format: date-time */
            start: string;
            /** @enum {string} */
            type: 'hard_start' | 'window';
          } | null;
          state?: string;
          /** @enum {string} */
          status?: 'open' | 'closed' | 'filled';
          tags?: string[];
          title?: string;
          zip?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string | null;
            applicants_count: number;
            application?: {
              id: number;
              /** @enum {string} */
              status:
                'pending' | 'reviewed' | 'shortlisted' | 'approved' | 'rejected' | 'withdrawn';
              work_order_id: number | null;
            } | null;
            /** @enum {string} */
            category: 'Residential' | 'Commercial' | 'Industrial' | 'Apartments';
            city: string;
            company: {
              about?: string | null;
              avatar: string | null;
              id: number;
              name: string;
              reliability?: {
                approval_days_median: number | null;
                cancellation_rate: number | null;
                rating_avg: number | null;
                rating_count: number;
                work_orders: number;
              };
              verified_documents?: ('business_registration' | 'license' | 'insurance')[];
            };
            created_at: string;
            deadline: string | null;
            deliverables: {
              id: string;
              /** @enum {string} */
              kind: 'photo' | 'document' | 'question';
              label: string;
              min_count: number;
              required: boolean;
            }[];
            description: string;
            distance?: number;
            duration_minutes: number | null;
            /** @enum {string} */
            experience: 'Fresh' | '1 Year' | '2 Year' | '3 Year' | '4 Year';
            expires_at?: string | null;
            featured: boolean;
            filled: number;
            id: number;
            is_bookmarked?: boolean;
            job_type: {
              id: number;
              name: string;
            };
            lat: number;
            lon: number;
            openings: number;
            salary_max: number;
            salary_min: number;
            /** @enum {string} */
            salary_unit: 'hour' | 'job' | 'month' | 'year';
            schedule: {
              end: string | null;
              start: string;
              /** @enum {string} */
              type: 'hard_start' | 'window';
            } | null;
            state: string;
            state_fips: string;
            /** @enum {string} */
            status: 'open' | 'closed' | 'filled';
            tags: string[];
            title: string;
            town_fips: string | null;
            zip: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  getV1Payments: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            next_cursor: string | null;
            results: {
              amount_cents: number;
              at: string;
              fee_cents: number;
              hours: number | null;
              id: number;
              /** @enum {string} */
              kind: 'charge' | 'refund';
              pay_cents: number;
              work_order: {
                agent: {
                  id: number;
                  name: string;
                };
                id: number;
                job: {
                  id: number;
                  title: string;
                };
              };
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  getV1WorkOrders: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        status?:
          | 'assigned'
          | 'confirmed'
          | 'checked_in'
          | 'checked_out'
          | 'submitted'
          | 'revision_requested'
          | 'approved'
          | 'canceled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            next_cursor: string | null;
            results: {
              agent: {
                avatar: string | null;
                id: number;
                name: string;
                username: string;
              };
              approved_at: string | null;
              canceled: {
                at: string;
                /** @enum {string} */
                by: 'agent' | 'company' | 'operator';
                late: boolean;
                reason: string;
              } | null;
              check_in: {
                accuracy_m: number | null;
                at: string;
                distance_m: number;
                far: boolean;
                lat: number;
                lon: number;
                on_time: boolean;
              } | null;
              check_out: {
                accuracy_m: number | null;
                at: string;
                distance_m: number;
                far: boolean;
                lat: number;
                lon: number;
              } | null;
              company: {
                avatar: string | null;
                id: number;
                name: string;
              };
              created_at: string;
              deliverables: {
                id: string;
                items: {
                  answer: string | null;
                  created_at: string;
                  id: number;
                  lat: number | null;
                  lon: number | null;
                  name: string | null;
                  taken_at: string | null;
                  thumb_url: string | null;
                  url: string | null;
                }[];
                /** @enum {string} */
                kind: 'photo' | 'document' | 'question';
                label: string;
                min_count: number;
                required: boolean;
              }[];
              description: string;
              dispute_status: ('open' | 'resolved') | null;
              duration_minutes: number | null;
              id: number;
              job: {
                id: number;
                job_type: string;
                title: string;
              };
              pay: {
                amount_max: number;
                amount_min: number;
                /** @enum {string} */
                unit: 'hour' | 'job' | 'month' | 'year';
              };
              payment: {
                charged_cents: number;
                fee_cents: number;
                hours: number | null;
                paid_at: string;
                pay_cents: number;
                refunded_cents: number;
              } | null;
              reported_hours: number | null;
              revision_reason: string | null;
              schedule: {
                end: string | null;
                start: string;
                /** @enum {string} */
                type: 'hard_start' | 'window';
              };
              site: {
                address: string | null;
                city: string;
                lat: number;
                lon: number;
                state: string;
                zip: string | null;
              };
              /** @enum {string} */
              status:
                | 'assigned'
                | 'confirmed'
                | 'checked_in'
                | 'checked_out'
                | 'submitted'
                | 'revision_requested'
                | 'approved'
                | 'canceled';
              submitted_at: string | null;
              timeline: {
                actor: {
                  id: number;
                  name: string;
                } | null;
                api_key: {
                  id: number;
                  name: string;
                } | null;
                at: string;
                note: string | null;
                /** @enum {string} */
                type:
                  | 'assigned'
                  | 'confirmed'
                  | 'declined'
                  | 'checked_in'
                  | 'checked_out'
                  | 'submitted'
                  | 'revision_requested'
                  | 'approved'
                  | 'canceled'
                  | 'dispute_opened'
                  | 'dispute_resolved';
              }[];
              updated_at: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  getV1WorkOrdersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agent: {
              avatar: string | null;
              id: number;
              name: string;
              username: string;
            };
            approved_at: string | null;
            canceled: {
              at: string;
              /** @enum {string} */
              by: 'agent' | 'company' | 'operator';
              late: boolean;
              reason: string;
            } | null;
            check_in: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
              on_time: boolean;
            } | null;
            check_out: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
            } | null;
            company: {
              avatar: string | null;
              id: number;
              name: string;
            };
            created_at: string;
            deliverables: {
              id: string;
              items: {
                answer: string | null;
                created_at: string;
                id: number;
                lat: number | null;
                lon: number | null;
                name: string | null;
                taken_at: string | null;
                thumb_url: string | null;
                url: string | null;
              }[];
              /** @enum {string} */
              kind: 'photo' | 'document' | 'question';
              label: string;
              min_count: number;
              required: boolean;
            }[];
            description: string;
            dispute_status: ('open' | 'resolved') | null;
            duration_minutes: number | null;
            id: number;
            job: {
              id: number;
              job_type: string;
              title: string;
            };
            pay: {
              amount_max: number;
              amount_min: number;
              /** @enum {string} */
              unit: 'hour' | 'job' | 'month' | 'year';
            };
            payment: {
              charged_cents: number;
              fee_cents: number;
              hours: number | null;
              paid_at: string;
              pay_cents: number;
              refunded_cents: number;
            } | null;
            reported_hours: number | null;
            revision_reason: string | null;
            schedule: {
              end: string | null;
              start: string;
              /** @enum {string} */
              type: 'hard_start' | 'window';
            };
            site: {
              address: string | null;
              city: string;
              lat: number;
              lon: number;
              state: string;
              zip: string | null;
            };
            /** @enum {string} */
            status:
              | 'assigned'
              | 'confirmed'
              | 'checked_in'
              | 'checked_out'
              | 'submitted'
              | 'revision_requested'
              | 'approved'
              | 'canceled';
            submitted_at: string | null;
            timeline: {
              actor: {
                id: number;
                name: string;
              } | null;
              api_key: {
                id: number;
                name: string;
              } | null;
              at: string;
              note: string | null;
              /** @enum {string} */
              type:
                | 'assigned'
                | 'confirmed'
                | 'declined'
                | 'checked_in'
                | 'checked_out'
                | 'submitted'
                | 'revision_requested'
                | 'approved'
                | 'canceled'
                | 'dispute_opened'
                | 'dispute_resolved';
            }[];
            updated_at: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  postV1WorkOrdersByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agent: {
              avatar: string | null;
              id: number;
              name: string;
              username: string;
            };
            approved_at: string | null;
            canceled: {
              at: string;
              /** @enum {string} */
              by: 'agent' | 'company' | 'operator';
              late: boolean;
              reason: string;
            } | null;
            check_in: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
              on_time: boolean;
            } | null;
            check_out: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
            } | null;
            company: {
              avatar: string | null;
              id: number;
              name: string;
            };
            created_at: string;
            deliverables: {
              id: string;
              items: {
                answer: string | null;
                created_at: string;
                id: number;
                lat: number | null;
                lon: number | null;
                name: string | null;
                taken_at: string | null;
                thumb_url: string | null;
                url: string | null;
              }[];
              /** @enum {string} */
              kind: 'photo' | 'document' | 'question';
              label: string;
              min_count: number;
              required: boolean;
            }[];
            description: string;
            dispute_status: ('open' | 'resolved') | null;
            duration_minutes: number | null;
            id: number;
            job: {
              id: number;
              job_type: string;
              title: string;
            };
            pay: {
              amount_max: number;
              amount_min: number;
              /** @enum {string} */
              unit: 'hour' | 'job' | 'month' | 'year';
            };
            payment: {
              charged_cents: number;
              fee_cents: number;
              hours: number | null;
              paid_at: string;
              pay_cents: number;
              refunded_cents: number;
            } | null;
            reported_hours: number | null;
            revision_reason: string | null;
            schedule: {
              end: string | null;
              start: string;
              /** @enum {string} */
              type: 'hard_start' | 'window';
            };
            site: {
              address: string | null;
              city: string;
              lat: number;
              lon: number;
              state: string;
              zip: string | null;
            };
            /** @enum {string} */
            status:
              | 'assigned'
              | 'confirmed'
              | 'checked_in'
              | 'checked_out'
              | 'submitted'
              | 'revision_requested'
              | 'approved'
              | 'canceled';
            submitted_at: string | null;
            timeline: {
              actor: {
                id: number;
                name: string;
              } | null;
              api_key: {
                id: number;
                name: string;
              } | null;
              at: string;
              note: string | null;
              /** @enum {string} */
              type:
                | 'assigned'
                | 'confirmed'
                | 'declined'
                | 'checked_in'
                | 'checked_out'
                | 'submitted'
                | 'revision_requested'
                | 'approved'
                | 'canceled'
                | 'dispute_opened'
                | 'dispute_resolved';
            }[];
            updated_at: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  postV1WorkOrdersByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agent: {
              avatar: string | null;
              id: number;
              name: string;
              username: string;
            };
            approved_at: string | null;
            canceled: {
              at: string;
              /** @enum {string} */
              by: 'agent' | 'company' | 'operator';
              late: boolean;
              reason: string;
            } | null;
            check_in: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
              on_time: boolean;
            } | null;
            check_out: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
            } | null;
            company: {
              avatar: string | null;
              id: number;
              name: string;
            };
            created_at: string;
            deliverables: {
              id: string;
              items: {
                answer: string | null;
                created_at: string;
                id: number;
                lat: number | null;
                lon: number | null;
                name: string | null;
                taken_at: string | null;
                thumb_url: string | null;
                url: string | null;
              }[];
              /** @enum {string} */
              kind: 'photo' | 'document' | 'question';
              label: string;
              min_count: number;
              required: boolean;
            }[];
            description: string;
            dispute_status: ('open' | 'resolved') | null;
            duration_minutes: number | null;
            id: number;
            job: {
              id: number;
              job_type: string;
              title: string;
            };
            pay: {
              amount_max: number;
              amount_min: number;
              /** @enum {string} */
              unit: 'hour' | 'job' | 'month' | 'year';
            };
            payment: {
              charged_cents: number;
              fee_cents: number;
              hours: number | null;
              paid_at: string;
              pay_cents: number;
              refunded_cents: number;
            } | null;
            reported_hours: number | null;
            revision_reason: string | null;
            schedule: {
              end: string | null;
              start: string;
              /** @enum {string} */
              type: 'hard_start' | 'window';
            };
            site: {
              address: string | null;
              city: string;
              lat: number;
              lon: number;
              state: string;
              zip: string | null;
            };
            /** @enum {string} */
            status:
              | 'assigned'
              | 'confirmed'
              | 'checked_in'
              | 'checked_out'
              | 'submitted'
              | 'revision_requested'
              | 'approved'
              | 'canceled';
            submitted_at: string | null;
            timeline: {
              actor: {
                id: number;
                name: string;
              } | null;
              api_key: {
                id: number;
                name: string;
              } | null;
              at: string;
              note: string | null;
              /** @enum {string} */
              type:
                | 'assigned'
                | 'confirmed'
                | 'declined'
                | 'checked_in'
                | 'checked_out'
                | 'submitted'
                | 'revision_requested'
                | 'approved'
                | 'canceled'
                | 'dispute_opened'
                | 'dispute_resolved';
            }[];
            updated_at: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
  postV1WorkOrdersByIdRequestRevision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agent: {
              avatar: string | null;
              id: number;
              name: string;
              username: string;
            };
            approved_at: string | null;
            canceled: {
              at: string;
              /** @enum {string} */
              by: 'agent' | 'company' | 'operator';
              late: boolean;
              reason: string;
            } | null;
            check_in: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
              on_time: boolean;
            } | null;
            check_out: {
              accuracy_m: number | null;
              at: string;
              distance_m: number;
              far: boolean;
              lat: number;
              lon: number;
            } | null;
            company: {
              avatar: string | null;
              id: number;
              name: string;
            };
            created_at: string;
            deliverables: {
              id: string;
              items: {
                answer: string | null;
                created_at: string;
                id: number;
                lat: number | null;
                lon: number | null;
                name: string | null;
                taken_at: string | null;
                thumb_url: string | null;
                url: string | null;
              }[];
              /** @enum {string} */
              kind: 'photo' | 'document' | 'question';
              label: string;
              min_count: number;
              required: boolean;
            }[];
            description: string;
            dispute_status: ('open' | 'resolved') | null;
            duration_minutes: number | null;
            id: number;
            job: {
              id: number;
              job_type: string;
              title: string;
            };
            pay: {
              amount_max: number;
              amount_min: number;
              /** @enum {string} */
              unit: 'hour' | 'job' | 'month' | 'year';
            };
            payment: {
              charged_cents: number;
              fee_cents: number;
              hours: number | null;
              paid_at: string;
              pay_cents: number;
              refunded_cents: number;
            } | null;
            reported_hours: number | null;
            revision_reason: string | null;
            schedule: {
              end: string | null;
              start: string;
              /** @enum {string} */
              type: 'hard_start' | 'window';
            };
            site: {
              address: string | null;
              city: string;
              lat: number;
              lon: number;
              state: string;
              zip: string | null;
            };
            /** @enum {string} */
            status:
              | 'assigned'
              | 'confirmed'
              | 'checked_in'
              | 'checked_out'
              | 'submitted'
              | 'revision_requested'
              | 'approved'
              | 'canceled';
            submitted_at: string | null;
            timeline: {
              actor: {
                id: number;
                name: string;
              } | null;
              api_key: {
                id: number;
                name: string;
              } | null;
              at: string;
              note: string | null;
              /** @enum {string} */
              type:
                | 'assigned'
                | 'confirmed'
                | 'declined'
                | 'checked_in'
                | 'checked_out'
                | 'submitted'
                | 'revision_requested'
                | 'approved'
                | 'canceled'
                | 'dispute_opened'
                | 'dispute_resolved';
            }[];
            updated_at: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            detail: string;
            fields?: {
              [key: string]: string[];
            };
          };
        };
      };
    };
  };
}
