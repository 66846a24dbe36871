/** A valid job posting; `title` tells the tests' jobs apart. */
export const jobInput = (title = 'Exterior inspection in Austin') => ({
  title,
  description: 'Photograph all elevations and the roof line, same day.',
  category: 'Residential',
  job_type: 1,
  tags: [],
  experience: 'Fresh',
  salary_min: 40,
  salary_max: 60,
  salary_unit: 'job',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
});
