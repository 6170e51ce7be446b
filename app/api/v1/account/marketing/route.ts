import { routeFor } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeFor("/account/marketing");
