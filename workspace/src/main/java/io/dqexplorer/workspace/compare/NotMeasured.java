package io.dqexplorer.workspace.compare;

import java.util.Optional;

/**
 * The answer of a side whose dataset the service lists but has not measured in the compared family (it
 * answered 404): the comparison still has rows, each saying "not measured" on that side, never a change from 0.
 *
 * @param message   the service's words, to show (escaped), never to obey
 * @param requestId the request id of that answer, when the service gave one
 */
public record NotMeasured(String message, Optional<String> requestId) {
}
