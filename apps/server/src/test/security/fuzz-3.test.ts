import { fuzzEndpoints } from './fuzz-suite';

fuzzEndpoints(2, 3);
