import {
  ALREADY_IN_A_COMPANY,
  type CompanyFields,
  type CompanyFilter,
} from '@fieldhire/contract/companies';
import type { Database } from '../../db/database';
import { requireCompanyManager, type Viewer } from '../../platform/auth';
import type { EventBus } from '../../platform/events/event-bus';
import {
  conflict,
  conflictOnUnique,
  fieldError,
  notFound,
  permissionDenied,
} from '../../platform/errors';
import { findState, lookup, zipPlace } from '../../platform/geo/geo-data';
import { reencodeImage } from '../../platform/uploads/file-checks';
import type { FileStore } from '../../platform/uploads/file-store';
import { createCompaniesRepository, type CompanyValues } from './companies.repository';

export interface CompanyForm {
  fields: CompanyFields;
  avatar?: Buffer;
}

/** Reads the request's form; called only once the viewer may save it, so a refused upload is never read. */
export type CompanyFormReader = () => Promise<CompanyForm>;

/** Where a company is: its point from the ZIP (which also gives the city and state when missing), else "City, ST". */
function placeCompany(
  fields: CompanyFields,
  current: { city: string | null; state: string | null; zip: string | null },
) {
  const zip = fields.zip === undefined ? current.zip : fields.zip;
  const postal = zip ? zipPlace(zip) : undefined;
  if (zip && !postal) throw fieldError('zip', `We could not find ZIP code ${zip}.`);
  const city = (fields.city === undefined ? current.city : fields.city) ?? postal?.city ?? null;
  const stateInput =
    (fields.state === undefined ? current.state : fields.state) ?? postal?.state ?? null;
  const state = stateInput ? findState(stateInput) : undefined;
  if (stateInput && !state) throw fieldError('state', `Unknown state "${stateInput}".`);
  if (state && postal && postal.stateFips !== state.fips)
    throw fieldError('zip', `ZIP code ${zip ?? ''} is not in ${state.name}.`);
  const point = postal ?? (city && state ? lookup(`${city}, ${state.usps}`) : undefined);
  return {
    city,
    state: state?.usps ?? null,
    zip,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
  };
}

function companyValues(fields: CompanyFields): CompanyValues {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.about !== undefined && { about: fields.about }),
    ...(fields.website !== undefined && { website: fields.website }),
    ...(fields.email !== undefined && { email: fields.email }),
    ...(fields.phone !== undefined && { phone: fields.phone }),
    ...(fields.category !== undefined && { category: fields.category }),
    ...(fields.size !== undefined && { size: fields.size }),
    ...(fields.founded_year !== undefined && { foundedYear: fields.founded_year }),
  };
}

const MAY_EDIT = 'Only the owner or an admin of this company can edit it.';

/** Employers without a company may create one. */
function checkMayCreate(viewer: Viewer) {
  if (viewer.role !== 'employer') throw permissionDenied('Only employers can create a company.');
  if (viewer.companyId !== null) throw conflict(ALREADY_IN_A_COMPANY);
}

export interface CompaniesDeps {
  db: Database;
  events: EventBus;
  files: FileStore;
}

export function createCompaniesService({ db, events, files }: CompaniesDeps) {
  const repository = createCompaniesRepository(db);

  async function storeAvatar(avatar: Buffer | undefined) {
    return avatar ? files.save(await reencodeImage('avatar', avatar), 'webp') : undefined;
  }

  async function get(id: number) {
    const company = await repository.findById(id);
    if (!company) throw notFound('Company not found.');
    return company;
  }

  async function checkMayEdit(viewer: Viewer, id: number) {
    const current = await get(id);
    if (requireCompanyManager(viewer, MAY_EDIT).companyId !== id) throw permissionDenied(MAY_EDIT);
    return current;
  }

  /** Runs a save that stored a new logo first; the logo is deleted when the save fails. */
  async function savingAvatar<T>(avatar: string | undefined, save: () => Promise<T>) {
    try {
      return await save();
    } catch (error) {
      await files.remove(avatar);
      throw error;
    }
  }

  return {
    get,
    membershipOf: (userId: number) => repository.membershipOf(userId),
    /** These companies' public pages (without their teams), in no particular order. */
    byIds: (ids: number[]) => repository.findByIds(ids),

    /** Creates a company owned by the user, inside the caller's transaction when one is given. */
    async createWithOwner(name: string, ownerId: number, tx: Database = db) {
      const scoped = createCompaniesRepository(tx);
      const company = await scoped.create({ name });
      await scoped.addMember(company.id, ownerId, 'owner');
      return company;
    },

    async search(filter: CompanyFilter) {
      const point = filter.location ? lookup(filter.location) : undefined;
      if (filter.location && !point)
        throw fieldError('location', `We could not find "${filter.location}".`);
      if (filter.sort === 'distance' && !point)
        throw fieldError('sort', 'Sorting by distance needs a location.');
      return repository.search({ filter, point: point ?? null });
    },

    async create(viewer: Viewer, readForm: CompanyFormReader) {
      checkMayCreate(viewer);
      const form = await readForm();
      if (!form.fields.name) throw fieldError('name', 'Company name is required.');
      const place = placeCompany(form.fields, { city: null, state: null, zip: null });
      const avatar = await storeAvatar(form.avatar);
      const id = await savingAvatar(avatar, () =>
        events
          .transaction(async (tx, emit) => {
            const scoped = createCompaniesRepository(tx);
            const company = await scoped.create({
              name: form.fields.name!,
              ...companyValues(form.fields),
              ...place,
              ...(avatar && { avatar }),
            });
            await scoped.addMember(company.id, viewer.id, 'owner');
            // The creator's open pages show the company from their user info.
            await emit({ type: 'company.changed', companyId: company.id, memberIds: [viewer.id] });
            return company.id;
          })
          .catch(conflictOnUnique(ALREADY_IN_A_COMPANY)),
      );
      return get(id);
    },

    async update(viewer: Viewer, id: number, readForm: CompanyFormReader) {
      const current = await checkMayEdit(viewer, id);
      const form = await readForm();
      const place = placeCompany(form.fields, current);
      const avatar = await storeAvatar(form.avatar);
      await savingAvatar(avatar, () =>
        events.transaction(async (tx, emit) => {
          const scoped = createCompaniesRepository(tx);
          await scoped.update(id, {
            ...companyValues(form.fields),
            ...place,
            ...(avatar && { avatar }),
          });
          // The members' open pages show the company's name and logo from their user info.
          await emit({
            type: 'company.changed',
            companyId: id,
            memberIds: await scoped.memberIds(id),
          });
        }),
      );
      if (avatar) await files.remove(current.avatar);
      return get(id);
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
