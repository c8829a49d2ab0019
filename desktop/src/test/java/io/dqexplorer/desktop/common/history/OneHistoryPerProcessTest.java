package io.dqexplorer.desktop.common.history;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.dqexplorer.workspace.history.MeasurementHistory;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.type;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The app, its answer recorder and the commands share one measurement history per file and process: each
 * takes it from {@link MeasurementHistory#of}, none builds one of its own beside it.
 */
class OneHistoryPerProcessTest {

    @Test
    void noPartOfTheDesktopBuildsAHistoryOfItsOwn() {
        JavaClasses desktop = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.dqexplorer.desktop");
        noClasses().should().callConstructorWhere(target(owner(type(MeasurementHistory.class))))
                .because("two instances on one history.duckdb would each open and close it with a lock of its own")
                .check(desktop);
    }
}
