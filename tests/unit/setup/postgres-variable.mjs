// Where the unit run's shared PostgreSQL cluster is announced to the test workers.
export const ADMIN_URL_VARIABLE = "UNIT_POSTGRES_ADMIN_URL";
