package io.dqexplorer.sandbox.api;

import io.dqexplorer.sandbox.corpus.Section;
import io.dqexplorer.sandbox.http.ApiException;
import io.dqexplorer.sandbox.http.Request;

import java.util.Optional;
import java.util.regex.Pattern;

/** Reading and validating query parameters; wrong input is a 400 with a code, never a 500. */
final class Parameters {

    /** A well-formed dataset id. */
    static final Pattern DATASET_ID = Pattern.compile("^[a-z0-9][a-z0-9._-]{0,127}$");

    private Parameters() {
    }

    static String datasetId(Request request) {
        String dataset = request.parameter("dataset")
                .orElseThrow(() -> new ApiException(400, "dataset_id_invalid", "The dataset parameter is required."));
        if (!DATASET_ID.matcher(dataset).matches()) {
            throw new ApiException(400, "dataset_id_invalid",
                    "A dataset id is 1 to 128 characters of a-z, 0-9, '.', '_' and '-', starting with a letter or digit.");
        }
        return dataset;
    }

    /** Empty for all sections. */
    static Optional<Section> section(Request request) {
        Optional<String> value = request.parameter("section");
        if (value.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Section.fromWireName(value.get()).orElseThrow(() -> ApiException.invalidParameter(
                "section must be environments, objects or actions.")));
    }

    static boolean includeDistribution(Request request) {
        Optional<String> include = request.parameter("include");
        if (include.isPresent() && !include.get().equals("distribution")) {
            throw ApiException.invalidParameter("include takes the value distribution only.");
        }
        return include.isPresent();
    }

    static boolean flag(Request request, String name) {
        Optional<String> value = request.parameter(name);
        if (value.isEmpty()) {
            return false;
        }
        return switch (value.get()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw ApiException.invalidParameter(name + " must be true or false.");
        };
    }

    static int nonNegativeInteger(Request request, String name, int fallback, int maximum) {
        return (int) nonNegativeLong(request, name, fallback, maximum);
    }

    /** A decimal integer from 0 to {@code maximum}; anything else (sign, point, letters, too large) is a 400. */
    static long nonNegativeLong(Request request, String name, long fallback, long maximum) {
        Optional<String> value = request.parameter(name);
        if (value.isEmpty()) {
            return fallback;
        }
        String digits = value.get();
        long parsed;
        try {
            // Digits only: Long.parseLong alone would also take a leading '+' or '-'.
            parsed = digits.matches("\\d{1,19}") ? Long.parseLong(digits) : -1;
        } catch (NumberFormatException tooLarge) {
            parsed = -1;
        }
        if (parsed < 0 || parsed > maximum) {
            throw ApiException.invalidParameter(name + " must be an integer from 0 to " + maximum + ".");
        }
        return parsed;
    }

    static Optional<String> term(Request request) {
        Optional<String> term = request.parameter("term");
        if (term.isPresent() && term.get().isBlank()) {
            throw ApiException.invalidParameter("term must not be empty; omit it to list every clip.");
        }
        return term;
    }
}
